import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, eligibilityLine, rewardLines, wageringLines } from './rules-summary';

const money = (minor: string) => `NPR ${minor}`;

describe('promotion rules summary', () => {
  it('reads basis points as a percentage without a float', () => {
    expect(basisPointsToPercent(10_000)).toBe('100');
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(5)).toBe('0.05');
    expect(basisPointsToPercent(101)).toBe('1.01');
  });

  it('lists the reward rule', () => {
    expect(rewardLines({ type: 'fixed', amountMinor: '500' }, money)).toEqual([
      { key: 'promotions.rules.rewardFixed', values: { amount: 'NPR 500' } },
    ]);
    expect(
      rewardLines({ type: 'deposit_percent', rateBasisPoints: 5000, capMinor: '100000' }, money)[0]?.values,
    ).toEqual({
      percent: '50',
      cap: 'NPR 100000',
    });
    const rebate = rewardLines(
      { type: 'valid_bet_rebate', ratesBasisPoints: { RNG: 80, LIVE: 50 }, capMinor: '9' },
      money,
    );
    expect(rebate.map((line) => line.values.category ?? null)).toEqual([null, 'LIVE', 'RNG']);
  });

  it('states eligibility and wagering terms', () => {
    expect(eligibilityLine({ type: 'first_deposit', minMinor: '1000' }, money)).toEqual({
      key: 'promotions.rules.eligibleFirstDeposit',
      values: { amount: 'NPR 1000' },
    });
    expect(wageringLines(null, money)).toEqual([{ key: 'promotions.rules.noWagering', values: {} }]);
    const lines = wageringLines(
      {
        multiple: 10,
        base: 'deposit_plus_bonus',
        weights: { RNG: 100, LIVE: 10 },
        defaultWeightPercent: 0,
        maxStakeMinor: '5000',
        maxCashoutMinor: null,
        wageringDays: 7,
      },
      money,
    );
    expect(lines.map((line) => line.key)).toEqual([
      'promotions.rules.wageringDepositBonus',
      'promotions.rules.weight',
      'promotions.rules.weight',
      'promotions.rules.weightDefault',
      'promotions.rules.maxStake',
    ]);
  });
});
