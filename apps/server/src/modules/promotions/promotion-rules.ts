import type {
  PromotionAction,
  PromotionBlockReason,
  PromotionEligibility,
  PromotionMemberState,
  PromotionParticipation,
  PromotionReward,
  PromotionWagering,
} from '@gaming/contracts/promotions';

/**
 * Pure rules of promotions (no I/O): the reward amount, the wagering terms, and the member's state of
 * spec §4 with the action that fits. promotions-service.ts gathers the facts and applies these.
 */

/** floor(base × basis points / 10000). */
export function applyBasisPoints(baseMinor: bigint, basisPoints: number): bigint {
  return (baseMinor * BigInt(basisPoints)) / 10_000n;
}

/** The facts a reward needs: the qualifying deposit and the period's valid bet per category. */
export type RewardFacts = { depositBaseMinor: bigint; validBetByCategory: Map<string, bigint> };

/** The reward by the rule (0: nothing to pay). */
export function rewardAmount(reward: PromotionReward, facts: RewardFacts): bigint {
  if (reward.type === 'fixed') return BigInt(reward.amountMinor);
  if (reward.type === 'deposit_percent') {
    const amount = applyBasisPoints(facts.depositBaseMinor, reward.rateBasisPoints);
    const cap = BigInt(reward.capMinor);
    return amount < cap ? amount : cap;
  }
  let total = 0n;
  for (const [category, rate] of Object.entries(reward.ratesBasisPoints)) {
    total += applyBasisPoints(facts.validBetByCategory.get(category) ?? 0n, rate);
  }
  const cap = BigInt(reward.capMinor);
  return total < cap ? total : cap;
}

/** The most staff may grant on an application under the rule (fixed: its amount; otherwise its cap). */
export function rewardCap(reward: PromotionReward): bigint {
  return BigInt(reward.type === 'fixed' ? reward.amountMinor : reward.capMinor);
}

/** Whether the eligibility rule's threshold is met by the facts. */
export function meetsEligibility(
  eligibility: PromotionEligibility,
  facts: {
    firstDepositInPeriodMinor: bigint | null;
    periodDepositsMinor: bigint;
    periodValidBetMinor: bigint;
  },
): boolean {
  switch (eligibility.type) {
    case 'none':
      return true;
    case 'first_deposit':
      return (
        facts.firstDepositInPeriodMinor !== null &&
        facts.firstDepositInPeriodMinor >= BigInt(eligibility.minMinor)
      );
    case 'deposit_in_period':
      return facts.periodDepositsMinor > 0n && facts.periodDepositsMinor >= BigInt(eligibility.minMinor);
    case 'valid_bet_in_period':
      return facts.periodValidBetMinor > 0n && facts.periodValidBetMinor >= BigInt(eligibility.minMinor);
  }
}

/** The wagering terms of a grant (bonuses' WageringTerms), or null. */
export function wageringTerms(
  wagering: PromotionWagering | null,
  amountMinor: bigint,
  depositBaseMinor: bigint,
) {
  if (!wagering) return null;
  return {
    multipleOfMinor: wagering.base === 'bonus' ? amountMinor : depositBaseMinor + amountMinor,
    multiple: wagering.multiple,
    weights: wagering.weights,
    defaultWeightPercent: wagering.defaultWeightPercent,
    maxStakeMinor: wagering.maxStakeMinor === null ? null : BigInt(wagering.maxStakeMinor),
    maxCashoutMinor: wagering.maxCashoutMinor === null ? null : BigInt(wagering.maxCashoutMinor),
    wageringDays: wagering.wageringDays,
  };
}

export type StateFacts = {
  now: Date;
  status: 'draft' | 'published' | 'archived';
  startsAt: Date;
  endsAt: Date;
  participation: PromotionParticipation;
  slotsExhausted: boolean;
  budgetExhausted: boolean;
  /** Null: a visitor (not signed in). */
  member: null | {
    /** The member's participation: joined, or granted/granting (a bonus exists or is being granted). */
    taken: 'joined' | 'granted' | null;
    /** The granted bonus waits in the reward centre (claimable). */
    bonusWaiting: boolean;
    inAudience: boolean;
    /** Only asked for the claim participation (null: not evaluated). */
    eligible: boolean | null;
    application: 'pending' | 'approved' | 'rejected' | null;
  };
};

export type StateAnswer = {
  state: PromotionMemberState;
  action: PromotionAction | null;
  blockedBy: PromotionBlockReason | null;
};

const entryState: Record<PromotionParticipation, PromotionMemberState> = {
  automatic: 'joined',
  join: 'join',
  apply: 'applying',
  claim: 'claim',
};

/** Spec §4: the member's state of a promotion and the action that fits (docs/promotions.md). */
export function memberState(facts: StateFacts): StateAnswer {
  const member = facts.member;
  // What the member already has stays visible after the promotion ends.
  if (member?.taken === 'granted')
    return member.bonusWaiting
      ? { state: 'issued', action: null, blockedBy: null }
      : { state: 'claimed', action: null, blockedBy: 'already_taken' };
  if (facts.status === 'published' && facts.now < facts.startsAt)
    return { state: 'coming_soon', action: null, blockedBy: 'not_started' };
  if (facts.status !== 'published' || facts.now >= facts.endsAt)
    return { state: 'close', action: null, blockedBy: 'ended' };
  if (member?.application === 'pending')
    return { state: 'process', action: null, blockedBy: 'pending_review' };
  if (facts.slotsExhausted) return { state: 'close', action: null, blockedBy: 'slots_exhausted' };
  if (facts.budgetExhausted) return { state: 'close', action: null, blockedBy: 'budget_exhausted' };
  if (!member) {
    const state = entryState[facts.participation];
    return facts.participation === 'automatic'
      ? { state, action: 'login', blockedBy: 'automatic' }
      : { state, action: 'login', blockedBy: null };
  }
  if (!member.inAudience) return { state: 'close', action: null, blockedBy: 'not_in_audience' };
  switch (facts.participation) {
    case 'automatic':
      return { state: 'joined', action: null, blockedBy: 'automatic' };
    case 'join':
      return member.taken === 'joined'
        ? { state: 'joined', action: null, blockedBy: 'not_eligible' }
        : { state: 'join', action: 'join', blockedBy: null };
    case 'apply':
      return member.application === 'rejected'
        ? { state: 'rejected', action: 'apply', blockedBy: null }
        : { state: 'applying', action: 'apply', blockedBy: null };
    case 'claim':
      return member.eligible
        ? { state: 'claim', action: 'claim', blockedBy: null }
        : { state: 'claim', action: null, blockedBy: 'not_eligible' };
  }
}
