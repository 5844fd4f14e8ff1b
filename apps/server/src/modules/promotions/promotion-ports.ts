import type { BonusStatus } from '@gaming/contracts/bonuses';
import type { CandidateSources } from './promotion-candidates.js';
import type { EligibilityFacts } from './promotion-eligibility.js';
import type { wageringTerms } from './promotion-rules.js';

/**
 * What promotions need of bonus money (modules/bonuses, BonusesService satisfies it; composed in app.ts).
 * Promotions never move money themselves: every reward is `grant`ed with a grant key per promotion and
 * member, so a replay or a crash finished later pays once.
 */
export type PromotionBonusPort = {
  grant(input: {
    memberId: string;
    amountMinor: bigint;
    kind: 'promotion' | 'referral';
    sourceId: string;
    grantKey: string;
    title: string;
    ledgerCode?: 'bonus';
    claimable?: { claimExpiresAt: Date } | null;
    wagering?: ReturnType<typeof wageringTerms>;
  }): Promise<{ bonusId: string; status: BonusStatus; replayed: boolean }>;
  /** The brand's cap on a wagering multiple (bonuses.settings maxWageringMultiple). */
  maxWageringMultiple(): number;
  /** Rewards waiting in the member's reward centre (the summary's count). */
  countWaiting(memberId: string): Promise<number>;
  /** Current statuses of the member's bonuses among these ids (issued = still claimable). */
  statusesOf(memberId: string, bonusIds: readonly string[]): Promise<Map<string, string>>;
};

/**
 * Reads of other modules the eligibility rules, audiences and the automatic job need (deposits, rounds,
 * agents and members services; composed in app.ts).
 */
export type PromotionFactsPort = CandidateSources & EligibilityFacts;
