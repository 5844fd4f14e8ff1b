import type { AuditActor } from '../audit/audit-service.js';

/**
 * What ranking boards need of other modules, through their services (composed in app.ts): the standings
 * from the rounds' play statistics (PlayStatsService.leaderboard), prizes through PointsService.award and
 * BonusesService.grant, account names from MembersService.
 */
export type RankingPlayStats = {
  /** At most `limit` (<= 100) members by value, highest first, ties by member id. */
  leaderboard(query: {
    metric: 'valid_bet' | 'biggest_win';
    category: string | null;
    fromInstant: Date;
    toInstant: Date;
    limit: number;
  }): Promise<{ memberId: string; valueMinor: bigint }[]>;
};

export type RankingPoints = {
  award(input: {
    memberId: string;
    points: bigint;
    code: 'ranking_points';
    /** The transfer id, derived by the server from (board, period, rank). */
    key: string;
    referenceType: string;
    referenceId: string;
    countsForLevel: boolean;
  }): Promise<{ replayed: boolean }>;
  /** Names the points lines of a reference type (the member's points details show the board's title). */
  registerRemarks(
    referenceType: string,
    provider: (ids: readonly string[]) => Promise<Map<string, string>>,
  ): void;
};

export type RankingGrants = {
  grant(input: {
    memberId: string;
    amountMinor: bigint;
    kind: 'ranking';
    sourceId: string;
    grantKey: string;
    title: string;
    ledgerCode: 'ranking_prize';
    claimable: null;
    wagering: null;
  }): Promise<{ bonusId: string; replayed: boolean }>;
};

export type RankingMembers = { accountsOf(ids: readonly string[]): Promise<Map<string, string>> };

export type RankingStaffActor = { staffId: string; audit: AuditActor };
