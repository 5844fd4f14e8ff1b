import type { PromotionEligibility, PromotionReward, PromotionWagering } from '@gaming/contracts/promotions';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReferralPromotions } from './ports.js';

/** What modules/promotions offers reward campaigns (PromotionsService's referral reads). */
export type PromotionsReferralSource = {
  liveReferralPromotion(): Promise<{
    id: string;
    title: string;
    reward: PromotionReward;
    eligibility: PromotionEligibility;
    wagering: PromotionWagering | null;
    /** When the promotion opened: first deposits before it do not count. */
    startsAt: Date | string;
  } | null>;
  takeReferralSlot(
    executor: Kysely<Database> | Transaction<Database>,
    promotionId: string,
    amountMinor: bigint,
  ): Promise<string | null>;
};

/** The referrer's reward under a promotion's rule for an invitee's first deposit. */
export function referralRewardFor(reward: PromotionReward, firstDepositMinor: bigint): bigint {
  if (reward.type === 'fixed') return BigInt(reward.amountMinor);
  if (reward.type === 'deposit_percent') {
    const amount = (firstDepositMinor * BigInt(reward.rateBasisPoints)) / 10_000n;
    const cap = BigInt(reward.capMinor);
    return amount < cap ? amount : cap;
  }
  // A rebate on valid bet has no meaning for a referral: nothing.
  return 0n;
}

/**
 * The live referral promotion as reward campaigns use it: the invitee's first deposit must reach the
 * promotion's deposit minimum (first_deposit or deposit_in_period; otherwise any deposit), the reward is the
 * promotion's rule applied to that deposit, and it carries the promotion's wagering template.
 */
export function referralPromotionsOf(source: PromotionsReferralSource): ReferralPromotions {
  return {
    async liveReferralPromotion() {
      const promotion = await source.liveReferralPromotion();
      if (!promotion) return null;
      const eligibility = promotion.eligibility;
      const minimum =
        eligibility.type === 'first_deposit' || eligibility.type === 'deposit_in_period'
          ? BigInt(eligibility.minMinor)
          : 1n;
      const wagering = promotion.wagering;
      return {
        id: promotion.id,
        title: promotion.title,
        startsAt: new Date(promotion.startsAt),
        minFirstDepositMinor: minimum,
        rewardFor: (firstDepositMinor) => referralRewardFor(promotion.reward, firstDepositMinor),
        fixedRewardMinor: promotion.reward.type === 'fixed' ? BigInt(promotion.reward.amountMinor) : null,
        wageringFor: (rewardMinor, firstDepositMinor) =>
          wagering
            ? {
                multipleOfMinor: wagering.base === 'bonus' ? rewardMinor : rewardMinor + firstDepositMinor,
                multiple: wagering.multiple,
                weights: wagering.weights as Record<string, number>,
                defaultWeightPercent: wagering.defaultWeightPercent,
                maxStakeMinor: wagering.maxStakeMinor === null ? null : BigInt(wagering.maxStakeMinor),
                maxCashoutMinor: wagering.maxCashoutMinor === null ? null : BigInt(wagering.maxCashoutMinor),
                wageringDays: wagering.wageringDays,
              }
            : null,
      };
    },
    takeReferralSlot: (transaction, promotionId, amountMinor) =>
      source.takeReferralSlot(transaction, promotionId, amountMinor),
  };
}
