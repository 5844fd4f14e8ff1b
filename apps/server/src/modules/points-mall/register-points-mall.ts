import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LedgerIds } from '../../platform/derived-id.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { registerPointsMallAdminRoutes } from './points-mall-admin-routes.js';
import { PointsMallEditor } from './points-mall-editor.js';
import { PointsMallRepository } from './points-mall-repository.js';
import { registerPointsMallRoutes } from './points-mall-routes.js';
import {
  type MallGrants,
  type PaymentPasswords,
  type PointsLedger,
  PointsMallService,
} from './points-mall-service.js';

export type PointsMallDependencies = {
  db: Kysely<Database>;
  /** PointsService (modules/points): balance, spend and refund of points. */
  points: PointsLedger;
  /** BonusesService: the money of cash and bonus items and of conversions. */
  grants: MallGrants;
  /** WalletService: the payment password with the cashier's lockout. */
  passwords: PaymentPasswords;
  ledgerIds: LedgerIds;
  members: MembersService;
  settings: SettingsService;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  now?: () => Date;
};

/**
 * Composition of the points mall (issue 17 B): items, redeems and conversions for members, the staff
 * side, and the every-minute sweeper finishing steps a crash left owed.
 */
export function registerPointsMall(app: FastifyInstance, dependencies: PointsMallDependencies) {
  const repository = new PointsMallRepository(dependencies.db);
  const mall = new PointsMallService(
    repository,
    dependencies.points,
    dependencies.grants,
    dependencies.passwords,
    dependencies.ledgerIds,
    dependencies.settings,
    dependencies.audit,
    app.log,
    dependencies.now,
  );
  registerPointsMallRoutes(app, { mall, guard: dependencies.guard });
  const editor = new PointsMallEditor(
    repository,
    dependencies.grants,
    dependencies.settings,
    dependencies.audit,
  );
  registerPointsMallAdminRoutes(app, {
    staff: dependencies.staff,
    mall,
    editor,
    members: dependencies.members,
  });
  // The member's points lines name a redeem by its item (or as a conversion).
  dependencies.points.registerRemarks('points_mall_redeem', (ids) => mall.remarksOf(ids));
  const scheduledJobs: ScheduledJob[] = [
    { name: 'points-mall-minute', cron: '* * * * *', run: () => mall.sweep().then(() => undefined) },
  ];
  return { mall, editor, scheduledJobs };
}
