import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { RankingGrants, RankingMembers, RankingPlayStats, RankingPoints } from './ranking-ports.js';
import { RankingsRepository } from './rankings-repository.js';
import { registerRankingRoutes } from './rankings-routes.js';
import { RankingsService } from './rankings-service.js';

export type RankingsDependencies = {
  db: Kysely<Database>;
  /** PlayStatsService (modules/rounds), PointsService, BonusesService, MembersService. */
  playStats: RankingPlayStats;
  points: RankingPoints;
  grants: RankingGrants;
  members: RankingMembers;
  ledgerIds: LedgerIds;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  now?: () => Date;
};

/** The rankings service (no routes): for composition and tests. */
export function rankingsServiceOf(
  dependencies: Omit<RankingsDependencies, 'staff'>,
  log: { warn: (object: unknown, message: string) => void },
): RankingsService {
  const repository = new RankingsRepository(dependencies.db);
  // The member's points details name a ranking prize's points by the board's title.
  dependencies.points.registerRemarks('ranking', (ids) => repository.titlesOf(ids));
  return new RankingsService(
    repository,
    dependencies.playStats,
    dependencies.points,
    dependencies.grants,
    dependencies.members,
    dependencies.ledgerIds,
    dependencies.settings,
    dependencies.audit,
    log,
    dependencies.now,
  );
}

/** Composition of ranking boards (issue 17): the public boards, staff routes and the period-end job. */
export function registerRankings(app: FastifyInstance, dependencies: RankingsDependencies) {
  const rankings = rankingsServiceOf(dependencies, app.log);
  registerRankingRoutes(app, { rankings, staff: dependencies.staff });
  const scheduledJobs: ScheduledJob[] = [
    // Freezes ended periods and pays their prizes; also finishes prizes a dead run left owed.
    { name: 'ranking-payouts', cron: '*/5 * * * *', run: () => rankings.runDue() },
  ];
  return { rankings, scheduledJobs };
}
