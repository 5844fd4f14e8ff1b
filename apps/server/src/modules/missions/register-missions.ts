import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type {
  MissionDeposits,
  MissionGrants,
  MissionMembers,
  MissionPlayStats,
  MissionPoints,
} from './mission-ports.js';
import { MissionsRepository } from './missions-repository.js';
import { registerMissionRoutes } from './missions-routes.js';
import { MissionsService } from './missions-service.js';

export type MissionsDependencies = {
  db: Kysely<Database>;
  /** PlayStatsService (modules/rounds), DepositsService, PointsService, BonusesService, MembersService. */
  playStats: MissionPlayStats;
  deposits: MissionDeposits;
  points: MissionPoints;
  grants: MissionGrants;
  members: MissionMembers;
  ledgerIds: LedgerIds;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  now?: () => Date;
};

/** The missions service (no routes): for composition and tests. */
export function missionsServiceOf(
  dependencies: Omit<MissionsDependencies, 'staff' | 'guard'>,
  log: { warn: (object: unknown, message: string) => void },
): MissionsService {
  const repository = new MissionsRepository(dependencies.db);
  // The member's points details name a mission's points by the mission's title.
  dependencies.points.registerRemarks('mission', (ids) => repository.titlesOf(ids));
  return new MissionsService(
    repository,
    dependencies.playStats,
    dependencies.deposits,
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

/** Composition of missions (issue 17): member and staff routes, and the sweeper of owed rewards. */
export function registerMissions(app: FastifyInstance, dependencies: MissionsDependencies) {
  const missions = missionsServiceOf(dependencies, app.log);
  registerMissionRoutes(app, { missions, guard: dependencies.guard, staff: dependencies.staff });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'mission-rewards-sweeper', cron: '*/2 * * * *', run: () => missions.payStragglers() },
  ];
  return { missions, scheduledJobs };
}
