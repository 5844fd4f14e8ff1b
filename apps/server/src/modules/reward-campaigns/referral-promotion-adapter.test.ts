import { describe, expect, it } from 'vitest';
import { referralPromotionsOf, referralRewardFor } from './referral-promotion-adapter.js';

describe('the referral promotion as reward campaigns use it', () => {
  it('applies the promotion rule to the first deposit', () => {
    expect(referralRewardFor({ type: 'fixed', amountMinor: '2500' }, 1n)).toBe(2500n);
    expect(
      referralRewardFor({ type: 'deposit_percent', rateBasisPoints: 1000, capMinor: '5000' }, 30_000n),
    ).toBe(3000n);
    expect(
      referralRewardFor({ type: 'deposit_percent', rateBasisPoints: 1000, capMinor: '5000' }, 90_000n),
    ).toBe(5000n);
    expect(
      referralRewardFor(
        { type: 'valid_bet_rebate', ratesBasisPoints: { RNG: 10 }, capMinor: '100' },
        90_000n,
      ),
    ).toBe(0n);
  });

  it('takes the deposit minimum, the start and the wagering template from the promotion', async () => {
    const promotions = referralPromotionsOf({
      liveReferralPromotion: async () => ({
        id: '5',
        title: 'Invite',
        reward: { type: 'fixed', amountMinor: '1000' },
        eligibility: { type: 'first_deposit', minMinor: '20000' },
        wagering: {
          multiple: 5,
          base: 'deposit_plus_bonus',
          weights: { RNG: 100 },
          defaultWeightPercent: 50,
          maxStakeMinor: '3000',
          maxCashoutMinor: null,
          wageringDays: 7,
        },
        startsAt: '2026-01-01T00:00:00Z',
      }),
      takeReferralSlot: async () => null,
    });
    const live = await promotions.liveReferralPromotion();
    expect(live).toMatchObject({
      id: '5',
      minFirstDepositMinor: 20_000n,
      fixedRewardMinor: 1000n,
      startsAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(live?.wageringFor(1000n, 20_000n)).toEqual({
      multipleOfMinor: 21_000n,
      multiple: 5,
      weights: { RNG: 100 },
      defaultWeightPercent: 50,
      maxStakeMinor: 3000n,
      maxCashoutMinor: null,
      wageringDays: 7,
    });
  });

  it('counts any deposit when the promotion has no deposit rule, and answers null when none is live', async () => {
    const none = referralPromotionsOf({
      liveReferralPromotion: async () => null,
      takeReferralSlot: async () => null,
    });
    expect(await none.liveReferralPromotion()).toBeNull();
    const open = referralPromotionsOf({
      liveReferralPromotion: async () => ({
        id: '6',
        title: 'Invite',
        reward: { type: 'fixed', amountMinor: '1000' },
        eligibility: { type: 'none' },
        wagering: null,
        startsAt: new Date('2026-02-01T00:00:00Z'),
      }),
      takeReferralSlot: async () => null,
    });
    const live = await open.liveReferralPromotion();
    expect(live).toMatchObject({ minFirstDepositMinor: 1n, startsAt: new Date('2026-02-01T00:00:00Z') });
    expect(live?.wageringFor(1000n, 1n)).toBeNull();
  });
});
