import type { AuditActor } from '../audit/audit-service.js';
import type { WageringTerms } from '../bonuses/bonuses-service.js';

/**
 * What missions need of other modules, through their services (composed in app.ts): settled play from the
 * rounds' play statistics (PlayStatsService), credited deposits (DepositsService), points awards
 * (PointsService), money rewards (BonusesService.grant) and account names (MembersService).
 */
export type MissionPlayStats = {
  /** Settled valid bet per game category in [from, to). */
  validBetByCategory(memberId: string, fromInstant: Date, toInstant: Date): Promise<Map<string, bigint>>;
  /** Brand-local days in [from, to) with at least one settled round. */
  daysPlayed(memberId: string, fromInstant: Date, toInstant: Date, gmtOffsetMinutes: number): Promise<number>;
};

export type MissionDeposits = {
  creditedTotalsBetween(
    memberId: string,
    from: Date,
    to: Date,
  ): Promise<{ amountMinor: bigint; count: number }>;
};

export type MissionPointsAward = {
  memberId: string;
  points: bigint;
  code: 'mission_points';
  /** The transfer id, derived by the server from (mission, member, period). */
  key: string;
  referenceType: string;
  referenceId: string;
  countsForLevel: boolean;
};
export type MissionPoints = {
  award(input: MissionPointsAward): Promise<{ replayed: boolean }>;
  /** Names the points lines of a reference type (the member's points details show the mission's title). */
  registerRemarks(
    referenceType: string,
    provider: (ids: readonly string[]) => Promise<Map<string, string>>,
  ): void;
};

export type MissionGrantInput = {
  memberId: string;
  amountMinor: bigint;
  kind: 'mission';
  sourceId: string;
  grantKey: string;
  title: string;
  ledgerCode: 'mission_reward';
  claimable: null;
  wagering: WageringTerms | null;
};
export type MissionGrants = {
  grant(input: MissionGrantInput): Promise<{ bonusId: string; replayed: boolean }>;
};

export type MissionMembers = { accountsOf(ids: readonly string[]): Promise<Map<string, string>> };

/** A staff action's actor for the audit log. */
export type MissionStaffActor = { staffId: string; audit: AuditActor };
