import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import { PlayStatsRepository } from '../rounds/play-stats-repository.js';
import { PlayStatsService } from '../rounds/play-stats-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { registerPointsAdminRoutes } from './points-admin-routes.js';
import { PointsRepository } from './points-repository.js';
import { registerPointsRoutes } from './points-routes.js';
import { PointsService } from './points-service.js';

export type PointsDependencies = {
  db: Kysely<Database>;
  ledger: LedgerService;
  ledgerIds: LedgerIds;
  members: MembersService;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  events: MemberEventBus;
  now?: () => Date;
};

/**
 * Composition of loyalty points (issue 17): PlayStatsService (settled play per category and hour, used by
 * VIP, missions and ranking boards), PointsService (balance, award, spend, refund, adjust; used by the
 * points mall, VIP, missions and rankings), the member and staff routes and the every-minute earning job.
 */
export function registerPoints(app: FastifyInstance, dependencies: PointsDependencies) {
  const playStats = new PlayStatsService(new PlayStatsRepository(dependencies.db));
  const points = new PointsService(
    new PointsRepository(dependencies.db),
    dependencies.ledger,
    dependencies.ledgerIds,
    playStats,
    dependencies.settings,
    dependencies.audit,
    app.log,
    dependencies.events,
    dependencies.now,
  );
  registerPointsRoutes(app, { points, guard: dependencies.guard });
  registerPointsAdminRoutes(app, { staff: dependencies.staff, points, members: dependencies.members });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'points-minute', cron: '* * * * *', run: () => points.runMinute() },
  ];
  return { points, playStats, scheduledJobs };
}
