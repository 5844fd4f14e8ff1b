import { type VipLevel, type VipThresholdKind, vipLimits } from '@gaming/contracts/vip';
import { minorToInput } from '../../../lib/amount-input';
import {
  noProblems,
  type Problems,
  readAmount,
  readInteger,
  readOptionalAmount,
} from '../../../lib/form-values';
import {
  emptyLocalizedDraft,
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
} from '../../../lib/localized-text';
import { readPoints } from './points-values';

export const thresholdKinds: readonly VipThresholdKind[] = ['lifetime_points', 'valid_bet'];

/**
 * One level as staff type it: its threshold in points or in the currency's units (by its kind), the keep
 * rule (empty valid bet: kept for ever), the rebate bonus as a percentage, amounts in the currency's units.
 */
export interface LevelDraft {
  names: LocalizedDraft;
  thresholdKind: VipThresholdKind;
  threshold: string;
  keepValidBet: string;
  keepDays: string;
  rebatePercent: string;
  withdrawalLimit: string;
  upgradeBonus: string;
}

export const emptyLevelDraft: LevelDraft = {
  names: emptyLocalizedDraft(),
  thresholdKind: 'lifetime_points',
  threshold: '',
  keepValidBet: '',
  keepDays: '30',
  rebatePercent: '0',
  withdrawalLimit: '',
  upgradeBonus: '0',
};

/** Basis points as a percentage: 125 -> "1.25". */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = (basisPoints % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** A typed percentage (at most 2 decimals, 0 to 100) as basis points; null when it is not one. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
  return value > vipLimits.rebateBonusBasisPoints ? null : value;
}

export function levelDraftOf(level: VipLevel, decimals: number): LevelDraft {
  return {
    names: localizedDraftOf(level.names),
    thresholdKind: level.thresholdKind,
    threshold:
      level.thresholdKind === 'valid_bet'
        ? minorToInput(level.thresholdValue, decimals)
        : level.thresholdValue,
    keepValidBet: level.keep ? minorToInput(level.keep.validBetMinor, decimals) : '',
    keepDays: level.keep ? String(level.keep.days) : '30',
    rebatePercent: basisPointsToPercent(level.rebateBonusBasisPoints),
    withdrawalLimit: level.dailyWithdrawalLimitMinor
      ? minorToInput(level.dailyWithdrawalLimitMinor, decimals)
      : '',
    upgradeBonus: minorToInput(level.upgradeBonusMinor, decimals),
  };
}

function readLevel(draft: LevelDraft, index: number, decimals: number, problems: Problems): VipLevel | null {
  const field = (name: string) => `levels.${index}.${name}`;
  const before = Object.keys(problems).length;
  const names = readLocalized(draft.names, field('names'), vipLimits.nameLength, problems);
  const thresholdValue =
    draft.thresholdKind === 'valid_bet'
      ? readAmount(draft.threshold, decimals, field('threshold'), problems, { allowZero: true })
      : readPoints(draft.threshold, field('threshold'), problems, { allowZero: true });
  const keepValidBetMinor = readOptionalAmount(draft.keepValidBet, decimals, field('keepValidBet'), problems);
  const keepDays =
    keepValidBetMinor === null
      ? null
      : readInteger(draft.keepDays, { min: 1, max: vipLimits.keepDays }, field('keepDays'), problems);
  const rebateBonusBasisPoints = percentToBasisPoints(draft.rebatePercent || '0');
  if (rebateBonusBasisPoints === null) problems[field('rebatePercent')] = 'range';
  const dailyWithdrawalLimitMinor = readOptionalAmount(
    draft.withdrawalLimit,
    decimals,
    field('withdrawalLimit'),
    problems,
  );
  const upgradeBonusMinor = readAmount(draft.upgradeBonus || '0', decimals, field('upgradeBonus'), problems, {
    allowZero: true,
  });
  if (
    Object.keys(problems).length > before ||
    !names ||
    thresholdValue === null ||
    upgradeBonusMinor === null
  )
    return null;
  return {
    rankLevel: index + 1,
    names,
    thresholdKind: draft.thresholdKind,
    thresholdValue,
    keep:
      keepValidBetMinor !== null && keepDays !== null
        ? { validBetMinor: keepValidBetMinor, days: keepDays }
        : null,
    rebateBonusBasisPoints: rebateBonusBasisPoints ?? 0,
    dailyWithdrawalLimitMinor,
    upgradeBonusMinor,
  };
}

/**
 * The whole list to save (ranks 1..n in the order shown), or the problems by field (`levels.0.threshold`).
 * Within a threshold kind a higher level may not need less than a lower one (the server says so too).
 */
export function levelsRequest(
  drafts: readonly LevelDraft[],
  decimals: number,
): { body: { levels: VipLevel[] }; problems: null } | { body: null; problems: Problems } {
  const problems: Problems = {};
  const levels = drafts.map((draft, index) => readLevel(draft, index, decimals, problems));
  const highest = new Map<VipThresholdKind, bigint>();
  levels.forEach((level, index) => {
    if (!level) return;
    const value = BigInt(level.thresholdValue);
    const below = highest.get(level.thresholdKind);
    if (below !== undefined && value < below) problems[`levels.${index}.threshold`] = 'order';
    highest.set(level.thresholdKind, value);
  });
  if (!noProblems(problems)) return { body: null, problems };
  return { body: { levels: levels.filter((level): level is VipLevel => level !== null) }, problems: null };
}

/** Which field a server issue's path (`levels.0.thresholdValue`) belongs to. */
export function vipLevelFieldOf(path: string): string | null {
  const match = /^levels\.(\d+)\.(\w+)(?:\.([\w-]+))?/.exec(path);
  if (!match) return null;
  const [, index, name, inner] = match;
  const fields: Record<string, string> = {
    thresholdValue: 'threshold',
    keep: inner === 'days' ? 'keepDays' : 'keepValidBet',
    rebateBonusBasisPoints: 'rebatePercent',
    dailyWithdrawalLimitMinor: 'withdrawalLimit',
    upgradeBonusMinor: 'upgradeBonus',
    names: `names.${inner ?? 'EN'}`,
  };
  const field = fields[name ?? ''];
  return field ? `levels.${index}.${field}` : null;
}
