import type { LanguageCode } from '@gaming/contracts/languages';
import { type LocalizedText, textIn } from '@gaming/contracts/localized-text';
import type { VipLevel } from '@gaming/contracts/vip';
import { AppError } from '../../platform/errors.js';

/** A level as the rules read it: thresholds and amounts as bigint. */
export type LevelRule = {
  rankLevel: number;
  names: { EN: string; NE?: string };
  thresholdKind: 'lifetime_points' | 'valid_bet';
  thresholdValue: bigint;
  keep: { validBetMinor: bigint; days: number } | null;
  rebateBonusBasisPoints: number;
  dailyWithdrawalLimitMinor: bigint | null;
  upgradeBonusMinor: bigint;
};

/** What a member's thresholds are measured by. */
export type Standing = {
  lifetimePoints: bigint;
  /** Valid bet counted for valid-bet thresholds (since the last demotion, if any). */
  countedValidBetMinor: bigint;
};

/**
 * Refuses a level list with gaps, or where a higher level of a threshold kind needs less than a lower level
 * of the same kind (vip_levels_invalid): a member may then never be "between" levels by the same measure.
 */
export function checkLevels(levels: readonly VipLevel[]): void {
  const sorted = [...levels].sort((a, b) => a.rankLevel - b.rankLevel);
  const highest = new Map<string, bigint>();
  sorted.forEach((level, index) => {
    if (level.rankLevel !== index + 1)
      throw new AppError('vip_levels_invalid', 'Levels must be numbered 1, 2, 3… without gaps.');
    const value = BigInt(level.thresholdValue);
    const below = highest.get(level.thresholdKind);
    if (below !== undefined && value < below)
      throw new AppError('vip_levels_invalid', `Level ${level.rankLevel} needs less than a lower level.`);
    highest.set(level.thresholdKind, value);
  });
}

export function measureOf(level: LevelRule, standing: Standing): bigint {
  return level.thresholdKind === 'lifetime_points' ? standing.lifetimePoints : standing.countedValidBetMinor;
}

/** The highest level whose threshold is met (0: none); levels sorted by rank. */
export function qualifiedLevel(levels: readonly LevelRule[], standing: Standing): number {
  let reached = 0;
  for (const level of levels)
    if (measureOf(level, standing) >= level.thresholdValue) reached = level.rankLevel;
  return reached;
}

/**
 * The level the keep rule can never take away: the highest lifetime-points level met (spending never lowers
 * lifetime points, so neither does a review).
 */
export function lifetimePointsFloor(levels: readonly LevelRule[], lifetimePoints: bigint): number {
  let floor = 0;
  for (const level of levels)
    if (level.thresholdKind === 'lifetime_points' && lifetimePoints >= level.thresholdValue)
      floor = level.rankLevel;
  return floor;
}

/**
 * The daily review's decision for a member at `current` whose level has a keep rule: kept (the valid bet
 * over the window reaches the rule, or the level was reached less than the window ago), else one level
 * down, never below the lifetime-points floor.
 */
export function reviewedLevel(input: {
  current: number;
  level: LevelRule;
  windowValidBetMinor: bigint;
  reachedAt: Date;
  now: Date;
  floor: number;
}): number {
  const { current, level, now } = input;
  if (!level.keep) return current;
  const windowStart = now.getTime() - level.keep.days * 86_400_000;
  if (input.reachedAt.getTime() > windowStart) return current;
  if (input.windowValidBetMinor >= level.keep.validBetMinor) return current;
  return Math.max(current - 1, Math.min(input.floor, current));
}

export function nameIn(names: LocalizedText, language: LanguageCode | undefined): string {
  return textIn(names, language);
}
