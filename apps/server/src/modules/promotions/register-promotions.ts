import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { StaffService } from '../staff/staff-service.js';
import type { UploadsService } from '../uploads/uploads-service.js';
import { PromotionEditor } from './promotion-editor.js';
import type { PromotionBonusPort, PromotionFactsPort } from './promotion-ports.js';
import { registerPromotionAdminRoutes } from './promotions-admin-routes.js';
import { PromotionsRepository } from './promotions-repository.js';
import { registerPromotionRoutes } from './promotions-routes.js';
import { PromotionsService } from './promotions-service.js';

export type PromotionsDependencies = {
  db: Kysely<Database>;
  /** Bonus money (modules/bonuses): every reward is granted there. */
  bonuses: PromotionBonusPort;
  /** The deposits' and rounds' reads the eligibility rules need. */
  facts: PromotionFactsPort;
  uploads: UploadsService;
  audit: AuditService;
  staff: StaffService;
  members: MembersService;
  guard: MemberGuard;
  now?: () => Date;
};

/**
 * Composition of promotions (issue 16): the service, the member and staff routes, and the job that
 * grants automatic and joined promotions (every minute) and finishes grants a crash left.
 */
export function registerPromotions(app: FastifyInstance, dependencies: PromotionsDependencies) {
  const repository = new PromotionsRepository(dependencies.db);
  const promotions = new PromotionsService(
    repository,
    dependencies.bonuses,
    dependencies.facts,
    dependencies.uploads,
    dependencies.audit,
    dependencies.members,
    dependencies.db,
    app.log,
    dependencies.now,
  );
  const editor = new PromotionEditor(repository, dependencies.bonuses, dependencies.audit, dependencies.db);
  registerPromotionRoutes(app, { promotions, editor, guard: dependencies.guard });
  registerPromotionAdminRoutes(app, { staff: dependencies.staff, promotions, editor });
  const scheduledJobs: ScheduledJob[] = [
    { name: 'promotions-grant', cron: '* * * * *', run: () => promotions.runMinute() },
  ];
  return { promotions, editor, scheduledJobs };
}
