import type { PromotionAudience } from '@gaming/contracts/promotions';
import type { PromotionRow, PromotionsRepository } from './promotions-repository.js';

/** A page of members by a money rule, ids ascending after `afterMemberId`. */
export type MembersByRuleQuery = {
  from: Date;
  to: Date;
  minMinor: bigint;
  afterMemberId: string | null;
  limit: number;
};

/**
 * The other modules' reads the automatic job's candidates come from, each behind its owner's service
 * (composed in app.ts): deposits (first deposit, deposits in a period), agents (play windows, teams),
 * members (active real members, registration date).
 */
export type CandidateSources = {
  firstDepositorsBetween(query: MembersByRuleQuery): Promise<Array<{ memberId: string }>>;
  depositorsBetween(query: MembersByRuleQuery): Promise<Array<{ memberId: string }>>;
  validBettorsBetween(query: MembersByRuleQuery): Promise<string[]>;
  memberIdsAfter(afterMemberId: string | null, limit: number): Promise<string[]>;
  activeRealAmong(memberIds: readonly string[], createdSince: Date | null): Promise<string[]>;
  inTeamsOf(memberIds: readonly string[], agentAccounts: readonly string[]): Promise<string[]>;
  /** Members' VIP levels (modules/vip, issue 17); 0 for members below level 1. */
  vipLevelsOf(memberIds: readonly string[]): Promise<Map<string, number>>;
  /**
   * Issue 20: the ids that may receive marketing (excluded members are never automatic candidates). Set
   * by responsible gaming at composition; read at each run, so it may come after construction.
   */
  marketableAmong?: (memberIds: readonly string[]) => Promise<string[]>;
};

const dayMs = 86_400_000;
/** Members read from a source per page, and pages per promotion per run (the next run goes on). */
const sourcePage = 250;
const sourcePages = 10;

/**
 * Members who may have become eligible for an automatic promotion and have no participation yet: a coarse,
 * indexed pre-filter by the eligibility rule (the service decides with the exact rule), narrowed to the
 * audience. Each run goes on from where the last stopped (a cursor per promotion, in memory) and starts
 * again at the beginning once a source is read to its end, so members who pass the coarse filter but never
 * the exact rule cannot starve the others; a restart only starts the walk again.
 */
export class AutomaticCandidates {
  private readonly cursors = new Map<string, string | null>();

  constructor(
    private readonly sources: CandidateSources,
    private readonly repository: PromotionsRepository,
  ) {}

  async next(promotion: PromotionRow, limit: number, now: Date): Promise<string[]> {
    const audience = promotion.audience as PromotionAudience;
    const found: string[] = [];
    let after = this.cursors.get(promotion.id) ?? null;
    for (let page = 0; page < sourcePages && found.length < limit; page += 1) {
      const ids = await this.sourcePage(promotion, after);
      after = ids.length < sourcePage ? null : (ids[ids.length - 1] ?? null);
      found.push(...(await this.narrow(promotion, audience, ids, now)));
      if (after === null) break;
    }
    this.cursors.set(promotion.id, after);
    return found;
  }

  private sourcePage(promotion: PromotionRow, afterMemberId: string | null): Promise<string[]> {
    const eligibility = promotion.eligibility as { type: string; minMinor?: string };
    const query: MembersByRuleQuery = {
      from: promotion.starts_at,
      to: promotion.ends_at,
      minMinor: BigInt(eligibility.minMinor ?? '0'),
      afterMemberId,
      limit: sourcePage,
    };
    const ids = (rows: Array<{ memberId: string }>) => rows.map((row) => row.memberId);
    switch (eligibility.type) {
      case 'first_deposit':
        return this.sources.firstDepositorsBetween(query).then(ids);
      case 'deposit_in_period':
        return this.sources.depositorsBetween(query).then(ids);
      case 'valid_bet_in_period':
        return this.sources.validBettorsBetween(query);
      default:
        return this.sources.memberIdsAfter(afterMemberId, sourcePage);
    }
  }

  private async narrow(
    promotion: PromotionRow,
    audience: PromotionAudience,
    ids: readonly string[],
    now: Date,
  ): Promise<string[]> {
    if (ids.length === 0) return [];
    const createdSince =
      audience.type === 'new_members' ? new Date(now.getTime() - audience.days * dayMs) : null;
    let kept = await this.sources.activeRealAmong(ids, createdSince);
    if (audience.type === 'agent_teams') kept = await this.sources.inTeamsOf(kept, audience.agentAccounts);
    if (audience.type === 'vip_levels') {
      const levels = await this.sources.vipLevelsOf(kept);
      kept = kept.filter((id) => audience.levels.includes(levels.get(id) ?? 0));
    }
    if (this.sources.marketableAmong && kept.length > 0) kept = await this.sources.marketableAmong(kept);
    return this.repository.withoutParticipation(promotion.id, kept);
  }
}
