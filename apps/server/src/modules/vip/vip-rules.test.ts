import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import {
  checkLevels,
  type LevelRule,
  lifetimePointsFloor,
  qualifiedLevel,
  reviewedLevel,
} from './vip-rules.js';

function rule(
  rankLevel: number,
  thresholdKind: LevelRule['thresholdKind'],
  thresholdValue: bigint,
): LevelRule {
  return {
    rankLevel,
    names: { EN: `L${rankLevel}` },
    thresholdKind,
    thresholdValue,
    keep: { validBetMinor: 500n, days: 7 },
    rebateBonusBasisPoints: 0,
    dailyWithdrawalLimitMinor: null,
    upgradeBonusMinor: 0n,
  };
}

const levels = [
  rule(1, 'lifetime_points', 100n),
  rule(2, 'valid_bet', 1_000n),
  rule(3, 'lifetime_points', 1_000n),
  rule(4, 'valid_bet', 5_000n),
];
const dayMs = 86_400_000;
const now = new Date('2026-05-01T00:00:00Z');

describe('VIP level rules', () => {
  it('reach the highest level whose threshold is met, several at once', () => {
    expect(qualifiedLevel(levels, { lifetimePoints: 0n, countedValidBetMinor: 0n })).toBe(0);
    expect(qualifiedLevel(levels, { lifetimePoints: 1_000n, countedValidBetMinor: 0n })).toBe(3);
    expect(qualifiedLevel(levels, { lifetimePoints: 0n, countedValidBetMinor: 5_000n })).toBe(4);
    expect(qualifiedLevel(levels, { lifetimePoints: 150n, countedValidBetMinor: 999n })).toBe(1);
  });

  it('demote one level when the keep rule is not met, never below the lifetime-points floor', () => {
    const level = levels[3] as LevelRule;
    const old = new Date(now.getTime() - 30 * dayMs);
    const base = { current: 4, level, reachedAt: old, now };
    expect(reviewedLevel({ ...base, windowValidBetMinor: 499n, floor: 0 })).toBe(3);
    expect(reviewedLevel({ ...base, windowValidBetMinor: 500n, floor: 0 })).toBe(4);
    expect(reviewedLevel({ ...base, windowValidBetMinor: 0n, floor: 4 })).toBe(4);
    expect(reviewedLevel({ ...base, windowValidBetMinor: 0n, floor: 6 })).toBe(4);
    // Reached less than the keep window ago: kept.
    expect(
      reviewedLevel({
        ...base,
        reachedAt: new Date(now.getTime() - 6 * dayMs),
        windowValidBetMinor: 0n,
        floor: 0,
      }),
    ).toBe(4);
    expect(lifetimePointsFloor(levels, 1_500n)).toBe(3);
    expect(lifetimePointsFloor(levels, 99n)).toBe(0);
  });

  it('refuse gaps and a higher level of a kind needing less', () => {
    const level = (rankLevel: number, thresholdValue: string, thresholdKind: LevelRule['thresholdKind']) => ({
      rankLevel,
      names: { EN: 'x' },
      thresholdKind,
      thresholdValue,
      keep: null,
      rebateBonusBasisPoints: 0,
      dailyWithdrawalLimitMinor: null,
      upgradeBonusMinor: '0',
    });
    expect(() => checkLevels([level(1, '10', 'valid_bet'), level(2, '5', 'lifetime_points')])).not.toThrow();
    expect(() => checkLevels([level(1, '10', 'valid_bet'), level(3, '20', 'valid_bet')])).toThrow(AppError);
    expect(() => checkLevels([level(1, '10', 'valid_bet'), level(2, '9', 'valid_bet')])).toThrow(AppError);
  });
});
