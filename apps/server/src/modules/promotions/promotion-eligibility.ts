import type {
  PromotionAudience,
  PromotionEligibility,
  PromotionReward,
  PromotionWagering,
} from '@gaming/contracts/promotions';
import type { MemberRow } from '../members/members-repository.js';
import { meetsEligibility, type RewardFacts, rewardAmount } from './promotion-rules.js';
import type { PromotionRow } from './promotions-repository.js';

/** The member's deposits and valid bet the eligibility rules read (deposits and rounds services). */
export type EligibilityFacts = {
  firstCreditedDeposit(memberId: string): Promise<{ amountMinor: bigint; creditedAt: Date } | null>;
  creditedTotalBetween(memberId: string, from: Date, to: Date): Promise<bigint>;
  settledValidBetByCategory(memberId: string, from: Date, to: Date): Promise<Map<string, bigint>>;
};

export type Evaluation = {
  inAudience: boolean;
  eligible: boolean;
  amountMinor: bigint;
  depositBaseMinor: bigint;
};

const dayMs = 86_400_000;

/**
 * A promotion's audience, eligibility and amount for one member (issue 16; docs/promotions.md): the pure
 * rules of promotion-rules.ts over the member's facts, read through the owners' services.
 */
export class EligibilityRules {
  constructor(
    private readonly facts: EligibilityFacts & {
      inTeamsOf(memberIds: readonly string[], agentAccounts: readonly string[]): Promise<string[]>;
      vipLevelsOf(memberIds: readonly string[]): Promise<Map<string, number>>;
    },
    private readonly now: () => Date,
  ) {}

  /** A memo of one request's or run's reads, shared by the promotions it evaluates. */
  memo(): FactsMemo {
    return new FactsMemo(this.facts);
  }

  async inAudience(row: PromotionRow, member: MemberRow): Promise<boolean> {
    const audience = row.audience as PromotionAudience;
    switch (audience.type) {
      case 'everyone':
        return true;
      case 'new_members':
        return member.created_at.getTime() >= this.now().getTime() - audience.days * dayMs;
      case 'vip_levels':
        // The member's level as stored (modules/vip promotes on its own reads and on points changes).
        return audience.levels.includes((await this.facts.vipLevelsOf([member.id])).get(member.id) ?? 0);
      case 'agent_teams':
        return (await this.facts.inTeamsOf([member.id], audience.agentAccounts)).length > 0;
    }
  }

  /** Audience, eligibility and the amount by the rule, from the member's deposits and valid bet. */
  async evaluate(row: PromotionRow, member: MemberRow, memo?: FactsMemo): Promise<Evaluation> {
    const reads = memo ?? this.memo();
    const none = { inAudience: false, eligible: false, amountMinor: 0n, depositBaseMinor: 0n };
    if (member.type === 4 || !(await this.inAudience(row, member))) return none;
    const eligibility = row.eligibility as PromotionEligibility;
    const reward = row.reward as PromotionReward;
    const needsDeposits =
      eligibility.type === 'first_deposit' ||
      eligibility.type === 'deposit_in_period' ||
      reward.type === 'deposit_percent' ||
      (row.wagering as PromotionWagering | null)?.base === 'deposit_plus_bonus';
    const needsBets = eligibility.type === 'valid_bet_in_period' || reward.type === 'valid_bet_rebate';
    let firstDepositInPeriodMinor: bigint | null = null;
    let periodDepositsMinor = 0n;
    if (needsDeposits) {
      if (eligibility.type === 'first_deposit') {
        const first = await reads.firstCreditedDeposit(member.id);
        if (first && first.creditedAt >= row.starts_at && first.creditedAt < row.ends_at)
          firstDepositInPeriodMinor = first.amountMinor;
      } else {
        periodDepositsMinor = await reads.creditedTotalBetween(member.id, row.starts_at, row.ends_at);
      }
    }
    const validBetByCategory = needsBets
      ? await reads.settledValidBetByCategory(member.id, row.starts_at, row.ends_at)
      : new Map<string, bigint>();
    let periodValidBetMinor = 0n;
    for (const amount of validBetByCategory.values()) periodValidBetMinor += amount;
    const eligible = meetsEligibility(eligibility, {
      firstDepositInPeriodMinor,
      periodDepositsMinor,
      periodValidBetMinor,
    });
    const facts: RewardFacts = {
      depositBaseMinor:
        eligibility.type === 'first_deposit' ? (firstDepositInPeriodMinor ?? 0n) : periodDepositsMinor,
      validBetByCategory,
    };
    const amountMinor = eligible ? rewardAmount(reward, facts) : 0n;
    return {
      inAudience: true,
      eligible: eligible && amountMinor > 0n,
      amountMinor,
      depositBaseMinor: facts.depositBaseMinor,
    };
  }
}

/** The facts reads of one request, each asked once per member and period. */
export class FactsMemo implements EligibilityFacts {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(private readonly facts: EligibilityFacts) {}

  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      this.cache.set(key, value);
    }
    return value;
  }

  firstCreditedDeposit(memberId: string) {
    return this.once(`first:${memberId}`, () => this.facts.firstCreditedDeposit(memberId));
  }

  creditedTotalBetween(memberId: string, from: Date, to: Date) {
    const key = `deposits:${memberId}:${from.getTime()}:${to.getTime()}`;
    return this.once(key, () => this.facts.creditedTotalBetween(memberId, from, to));
  }

  settledValidBetByCategory(memberId: string, from: Date, to: Date) {
    const key = `bets:${memberId}:${from.getTime()}:${to.getTime()}`;
    return this.once(key, () => this.facts.settledValidBetByCategory(memberId, from, to));
  }
}
