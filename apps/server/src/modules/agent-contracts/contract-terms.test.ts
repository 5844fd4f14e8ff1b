import {
  type DividendTerms,
  dividendTermsSchema,
  type RealtimeTerms,
  type SalaryTerms,
  salaryTermsSchema,
} from '@gaming/contracts/agent-contracts';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  dividendAmount,
  ratePpm,
  realtimeAmount,
  salaryAmount,
  settle,
  termsWithin,
  withinHouseBounds,
} from './contract-terms.js';

const figures = (validBetMinor: bigint, activeMembers: number, netLossMinor = 0n) => ({
  validBetMinor,
  activeMembers,
  netLossMinor,
});

// 2 decimals: 1,000.00 = 100000 minor units.
const daily: SalaryTerms = {
  kind: 'daily',
  tiers: [
    { validBetMinor: '100000', minActiveMembers: 2, value: '0.001' }, // 0.1 % from 1,000.00 and 2 active
    { validBetMinor: '1000000', minActiveMembers: 5, value: '5000' }, // 50.00 fixed from 10,000.00 and 5
    { validBetMinor: '5000000', minActiveMembers: 5, value: '0.002' }, // 0.2 % from 50,000.00 and 5
  ],
};

describe('rates', () => {
  it('reads decimal strings as parts per million and rounds amounts down', () => {
    expect(ratePpm('0.0125')).toBe(12_500n);
    expect(ratePpm('1')).toBe(1_000_000n);
    expect(ratePpm('0.000001')).toBe(1n);
    // 1.25 % of 12,345.67 = 154.320875 → 154.32 (15432 minor), never 154.33.
    expect(applyRate(1_234_567n, ratePpm('0.0125'))).toBe(15_432n);
    expect(applyRate(99n, ratePpm('0.01'))).toBe(0n);
  });
});

describe('daily and hourly salary', () => {
  it('pays nothing below the first tier, at its exact threshold the rate, one unit below nothing', () => {
    expect(salaryAmount(daily, figures(99_999n, 2)).amountMinor).toBe(0n);
    expect(salaryAmount(daily, figures(100_000n, 2))).toMatchObject({ amountMinor: 100n, tierIndex: 0 });
    // Enough valid bet but one active member short: no tier.
    expect(salaryAmount(daily, figures(100_000n, 1)).tierIndex).toBeNull();
  });

  it('a value of 1 or more is a fixed amount, below 1 a rate on the valid bet', () => {
    // 20,000.00 with 5 active: tier 1, a fixed 50.00 (not 0.1 % = 20.00).
    expect(salaryAmount(daily, figures(2_000_000n, 5))).toMatchObject({ amountMinor: 5_000n, tierIndex: 1 });
    // 20,000.00 with 4 active: tier 1 not met, tier 0's rate: 20.00.
    expect(salaryAmount(daily, figures(2_000_000n, 4))).toMatchObject({ amountMinor: 2_000n, tierIndex: 0 });
  });

  it('the highest tier met applies', () => {
    // 60,000.00 with 9 active meets all three: 0.2 % = 120.00.
    expect(salaryAmount(daily, figures(6_000_000n, 9))).toMatchObject({ amountMinor: 12_000n, tierIndex: 2 });
    // Exactly at tier 2's threshold.
    expect(salaryAmount(daily, figures(5_000_000n, 5)).amountMinor).toBe(10_000n);
    expect(salaryAmount(daily, figures(4_999_999n, 5)).amountMinor).toBe(5_000n);
  });

  it('an idle team earns nothing even under a tier with zero thresholds', () => {
    const anything: SalaryTerms = {
      kind: 'hourly',
      tiers: [{ validBetMinor: '0', minActiveMembers: 0, value: '100' }],
    };
    expect(salaryAmount(anything, figures(0n, 0)).amountMinor).toBe(0n);
    expect(salaryAmount(anything, figures(1n, 1)).amountMinor).toBe(100n);
  });

  it('the schema refuses tiers out of order', () => {
    const parsed = salaryTermsSchema.safeParse({
      kind: 'daily',
      tiers: [
        { validBetMinor: '500', minActiveMembers: 1, value: '0.01' },
        { validBetMinor: '500', minActiveMembers: 2, value: '0.02' },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(
      salaryTermsSchema.safeParse({
        kind: 'daily',
        tiers: [{ validBetMinor: '1', minActiveMembers: 1, value: '1.5' }],
      }).success,
    ).toBe(false);
  });
});

describe('real-time salary', () => {
  it('is the rate on the valid bet of the window, rounded down', () => {
    const terms: RealtimeTerms = { kind: 'realtime', rate: '0.003' };
    expect(realtimeAmount(terms, figures(1_000_001n, 3)).amountMinor).toBe(3_000n);
    expect(realtimeAmount(terms, figures(333n, 1)).amountMinor).toBe(0n);
  });
});

const dividend = (
  negativePeriod: 'discard' | 'carry',
  basis: 'netLoss' | 'validBet' = 'netLoss',
): DividendTerms => ({
  kind: 'dividend',
  period: 'W',
  basis,
  negativePeriod,
  tiers: [
    { thresholdMinor: '100000', minActiveMembers: 3, share: '0.2' },
    { thresholdMinor: '1000000', minActiveMembers: 5, share: '0.3' },
  ],
});

describe('dividend', () => {
  it('is a share of the net loss by the highest tier met (basis net loss)', () => {
    // Net loss 5,000.00, 4 active: tier 0 (tier 1 needs 5 active): 20 % = 1,000.00.
    expect(dividendAmount(dividend('discard'), figures(9_000_000n, 4, 500_000n), 0n)).toMatchObject({
      amountMinor: 100_000n,
      tierIndex: 0,
    });
    // Net loss 10,000.00 and 5 active: tier 1: 30 % = 3,000.00.
    expect(dividendAmount(dividend('discard'), figures(0n, 5, 1_000_000n), 0n).amountMinor).toBe(300_000n);
    // One unit under tier 0.
    expect(dividendAmount(dividend('discard'), figures(0n, 9, 99_999n), 0n).amountMinor).toBe(0n);
  });

  it('tiers may go by valid bet while the amount stays a share of the net loss', () => {
    const terms = dividend('discard', 'validBet');
    // Valid bet 10,000.00 with 5 active → tier 1 (30 %) of a net loss of 500.00 = 150.00.
    expect(dividendAmount(terms, figures(1_000_000n, 5, 50_000n), 0n)).toMatchObject({
      amountMinor: 15_000n,
      tierIndex: 1,
    });
  });

  it('discards a negative period', () => {
    const result = dividendAmount(dividend('discard'), figures(0n, 9, -400_000n), 0n);
    expect(result).toMatchObject({ amountMinor: 0n, carryOutMinor: 0n });
    // The next period starts clean even if a carry were offered.
    expect(dividendAmount(dividend('discard'), figures(0n, 9, 500_000n), -400_000n).amountMinor).toBe(
      100_000n,
    );
  });

  it('carries a negative period over to the next one until it is used up', () => {
    const terms = dividend('carry');
    // Week 1: the team won 4,000.00: nothing paid, -4,000.00 carried.
    const week1 = dividendAmount(terms, figures(0n, 9, -400_000n), 0n);
    expect(week1).toMatchObject({ amountMinor: 0n, carryOutMinor: -400_000n });
    // Week 2: net loss 3,000.00 leaves -1,000.00: still nothing, carry -1,000.00.
    const week2 = dividendAmount(terms, figures(0n, 9, 300_000n), week1.carryOutMinor);
    expect(week2).toMatchObject({ amountMinor: 0n, carryInMinor: -400_000n, carryOutMinor: -100_000n });
    // Week 3: net loss 6,000.00 − 1,000.00 = 5,000.00 → tier 0 (20 %) = 1,000.00; carry used up.
    const week3 = dividendAmount(terms, figures(0n, 9, 600_000n), week2.carryOutMinor);
    expect(week3).toMatchObject({ amountMinor: 100_000n, tierIndex: 0, carryOutMinor: 0n });
    // Through settle() as the job calls it.
    expect(settle(terms, figures(0n, 9, 600_000n), -100_000n).amountMinor).toBe(100_000n);
  });

  it('the schema refuses a share above 1 and unknown periods', () => {
    const base = dividend('carry');
    expect(
      dividendTermsSchema.safeParse({
        ...base,
        tiers: [{ thresholdMinor: '1', minActiveMembers: 1, share: '1.5' }],
      }).success,
    ).toBe(false);
    expect(dividendTermsSchema.safeParse({ ...base, period: 'Y' }).success).toBe(false);
    expect(dividendTermsSchema.safeParse(base).success).toBe(true);
  });
});

describe("a child's terms against its parent's", () => {
  it('real-time: a higher rate is refused, equal or lower accepted', () => {
    const parent: RealtimeTerms = { kind: 'realtime', rate: '0.003' };
    expect(termsWithin({ kind: 'realtime', rate: '0.0031' }, parent)).toBe(false);
    expect(termsWithin({ kind: 'realtime', rate: '0.003' }, parent)).toBe(true);
    expect(termsWithin({ kind: 'realtime', rate: '0.001' }, parent)).toBe(true);
  });

  it('salary: lower tiers are within, a rate above the parent anywhere is refused', () => {
    const lower: SalaryTerms = {
      kind: 'daily',
      tiers: [
        { validBetMinor: '100000', minActiveMembers: 2, value: '0.0005' },
        { validBetMinor: '5000000', minActiveMembers: 6, value: '0.002' },
      ],
    };
    expect(termsWithin(lower, daily)).toBe(true);
    // The same tiers but one reached earlier (fewer active members): pays more at 5 active.
    const earlier: SalaryTerms = {
      kind: 'daily',
      tiers: [{ validBetMinor: '5000000', minActiveMembers: 4, value: '0.002' }],
    };
    expect(termsWithin(earlier, daily)).toBe(false);
    // A fixed amount above the parent's at its tier.
    const fixedAbove: SalaryTerms = {
      kind: 'daily',
      tiers: [{ validBetMinor: '1000000', minActiveMembers: 5, value: '5001' }],
    };
    expect(termsWithin(fixedAbove, daily)).toBe(false);
  });

  it('salary: a rate under a parent that only pays a fixed amount exceeds it for large valid bets', () => {
    const parent: SalaryTerms = {
      kind: 'hourly',
      tiers: [{ validBetMinor: '100', minActiveMembers: 1, value: '1000' }],
    };
    const child: SalaryTerms = {
      kind: 'hourly',
      tiers: [{ validBetMinor: '100', minActiveMembers: 1, value: '0.0001' }],
    };
    expect(termsWithin(child, parent)).toBe(false);
    // The other way round: a fixed amount under a growing rate is within once the rate pays more at the threshold.
    const rateParent: SalaryTerms = {
      kind: 'hourly',
      tiers: [{ validBetMinor: '1000000', minActiveMembers: 1, value: '0.01' }],
    };
    const fixedChild: SalaryTerms = {
      kind: 'hourly',
      tiers: [{ validBetMinor: '1000000', minActiveMembers: 1, value: '10000' }],
    };
    expect(termsWithin(fixedChild, rateParent)).toBe(true);
    expect(
      termsWithin(
        { ...fixedChild, tiers: [{ validBetMinor: '1000000', minActiveMembers: 1, value: '10001' }] },
        rateParent,
      ),
    ).toBe(false);
  });

  it('dividend: compares shares on the same basis; another basis or kind is never within', () => {
    const parent = dividend('carry');
    expect(
      termsWithin(
        { ...parent, tiers: [{ thresholdMinor: '100000', minActiveMembers: 3, share: '0.2' }] },
        parent,
      ),
    ).toBe(true);
    expect(
      termsWithin(
        { ...parent, tiers: [{ thresholdMinor: '100000', minActiveMembers: 3, share: '0.25' }] },
        parent,
      ),
    ).toBe(false);
    expect(
      termsWithin(
        { ...parent, tiers: [{ thresholdMinor: '50000', minActiveMembers: 3, share: '0.2' }] },
        parent,
      ),
    ).toBe(false);
    expect(termsWithin(dividend('carry', 'validBet'), parent)).toBe(false);
    expect(termsWithin({ kind: 'realtime', rate: '0.001' }, parent)).toBe(false);
  });

  it("the house's bounds", () => {
    const bounds = {
      maxRealtimeRate: '0.005',
      maxSalaryRate: '0.002',
      maxSalaryFixedMinor: '5000',
      maxDividendShare: '0.3',
    };
    expect(withinHouseBounds({ kind: 'realtime', rate: '0.005' }, bounds)).toBe(true);
    expect(withinHouseBounds({ kind: 'realtime', rate: '0.0051' }, bounds)).toBe(false);
    expect(withinHouseBounds(daily, bounds)).toBe(true);
    expect(withinHouseBounds(daily, { ...bounds, maxSalaryFixedMinor: '4999' })).toBe(false);
    expect(withinHouseBounds(dividend('carry'), bounds)).toBe(true);
    expect(withinHouseBounds(dividend('carry'), { ...bounds, maxDividendShare: '0.29' })).toBe(false);
  });
});
