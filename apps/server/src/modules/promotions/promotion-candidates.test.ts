import { describe, expect, it } from 'vitest';
import {
  AutomaticCandidates,
  type CandidateSources,
  type MembersByRuleQuery,
} from './promotion-candidates.js';
import type { PromotionRow, PromotionsRepository } from './promotions-repository.js';

/** 1,000 members by id; the first 600 pass the coarse filter but (in the service) never the exact rule. */
const everyone = Array.from({ length: 1000 }, (_, index) => String(index + 1));

function sourcesOver(ids: string[], reads: MembersByRuleQuery[]): CandidateSources {
  const page = (query: MembersByRuleQuery) => {
    reads.push(query);
    const after = query.afterMemberId === null ? 0 : Number(query.afterMemberId);
    return ids.filter((id) => Number(id) > after).slice(0, query.limit);
  };
  return {
    firstDepositorsBetween: async (query) => page(query).map((memberId) => ({ memberId })),
    depositorsBetween: async (query) => page(query).map((memberId) => ({ memberId })),
    validBettorsBetween: async (query) => page(query),
    memberIdsAfter: async () => [],
    activeRealAmong: async (memberIds) => memberIds.filter((id) => Number(id) % 100 !== 0),
    inTeamsOf: async (memberIds) => memberIds.filter((id) => Number(id) % 2 === 0),
    // Members 3, 6, 9, … are at VIP level 2, the others below level 1.
    vipLevelsOf: async (memberIds) => new Map(memberIds.map((id) => [id, Number(id) % 3 === 0 ? 2 : 0])),
  };
}

function promotion(audience: unknown): PromotionRow {
  return {
    id: '9',
    audience,
    eligibility: { type: 'valid_bet_in_period', minMinor: '100' },
    starts_at: new Date('2026-01-01T00:00:00Z'),
    ends_at: new Date('2026-02-01T00:00:00Z'),
  } as unknown as PromotionRow;
}

const noParticipations = {
  withoutParticipation: async (_promotionId: string, memberIds: readonly string[]) => [...memberIds],
} as unknown as PromotionsRepository;

describe('automatic candidates', () => {
  it('go on from where the last run stopped, so members who never qualify do not starve the rest', async () => {
    const reads: MembersByRuleQuery[] = [];
    const candidates = new AutomaticCandidates(sourcesOver(everyone, reads), noParticipations);
    const row = promotion({ type: 'everyone' });
    const seen = new Set<string>();
    for (let run = 0; run < 4; run += 1)
      for (const id of await candidates.next(row, 200, new Date())) seen.add(id);
    // Every active member is offered within a few runs, not the same first 200 again and again.
    expect(seen.size).toBe(990);
    expect(reads.every((query) => query.limit <= 250 && query.minMinor === 100n)).toBe(true);
  });

  it('start again from the beginning once the source is read to its end', async () => {
    const reads: MembersByRuleQuery[] = [];
    const candidates = new AutomaticCandidates(sourcesOver(everyone.slice(0, 300), reads), noParticipations);
    const row = promotion({ type: 'everyone' });
    const first = await candidates.next(row, 200, new Date());
    expect(first.length).toBe(248); // 1..250 without 100 and 200 (not active)
    const second = await candidates.next(row, 200, new Date());
    expect([second[0], second.length]).toEqual(['251', 49]); // 251..300 without 300: the end
    expect((await candidates.next(row, 200, new Date()))[0]).toBe('1');
    expect(reads.map((query) => query.afterMemberId)).toEqual([null, '250', null]);
  });

  it('follow the audience (agents’ teams, VIP levels) and skip members who took part', async () => {
    const reads: MembersByRuleQuery[] = [];
    const taken = {
      withoutParticipation: async (_promotionId: string, memberIds: readonly string[]) =>
        memberIds.filter((id) => id !== '2'),
    } as unknown as PromotionsRepository;
    const candidates = new AutomaticCandidates(sourcesOver(everyone.slice(0, 10), reads), taken);
    expect(
      await candidates.next(promotion({ type: 'agent_teams', agentAccounts: ['a'] }), 200, new Date()),
    ).toEqual(['4', '6', '8', '10']);
    expect(await candidates.next(promotion({ type: 'vip_levels', levels: [1] }), 200, new Date())).toEqual(
      [],
    );
    expect(await candidates.next(promotion({ type: 'vip_levels', levels: [1, 2] }), 200, new Date())).toEqual(
      ['3', '6', '9'],
    );
  });
});
