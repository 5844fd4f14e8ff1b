import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { brandDayStart, brandToday } from '../../platform/brand-day.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { registerVipAdminRoutes } from './vip-admin-routes.js';
import type { VipBonusPort, VipPlayStatsPort, VipPointsPort } from './vip-ports.js';
import { VipRepository } from './vip-repository.js';
import { registerVipRoutes } from './vip-routes.js';
import { VipService } from './vip-service.js';

export type VipDependencies = {
  db: Kysely<Database>;
  points: VipPointsPort & { onLifetimeChanged(listener: (memberIds: string[]) => void): void };
  playStats: VipPlayStatsPort;
  bonuses: VipBonusPort;
  members: MembersService;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  now?: () => Date;
};

/**
 * Composition of VIP levels (issue 17): the member's level and staff's editor, promotion when lifetime
 * points change, the hourly keep-rule review (each member once per brand day) and the sweep of upgrade
 * bonuses a crash left owed.
 */
export function registerVip(app: FastifyInstance, dependencies: VipDependencies) {
  const now = dependencies.now ?? (() => new Date());
  const vip = new VipService(
    new VipRepository(dependencies.db),
    dependencies.points,
    dependencies.playStats,
    dependencies.bonuses,
    dependencies.members,
    dependencies.staff,
    dependencies.audit,
    app.log,
    now,
  );
  dependencies.points.onLifetimeChanged((memberIds) => {
    vip
      .onLifetimeChanged(memberIds)
      .catch((error: unknown) => app.log.warn({ err: error }, 'VIP promotion failed'));
  });
  registerVipRoutes(app, { vip, guard: dependencies.guard });
  registerVipAdminRoutes(app, { vip, staff: dependencies.staff });
  const todayStart = () => {
    const offset = dependencies.settings.get('brand').gmtOffsetMinutes;
    return brandDayStart(brandToday(now(), offset), offset);
  };
  const scheduledJobs: ScheduledJob[] = [
    { name: 'vip-review', cron: '20 * * * *', run: () => vip.review(todayStart()) },
    { name: 'vip-bonus-sweep', cron: '* * * * *', run: () => vip.sweepOwedBonuses() },
  ];
  return { vip, scheduledJobs };
}
