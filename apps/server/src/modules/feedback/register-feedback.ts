import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { StaffService } from '../staff/staff-service.js';
import {
  type EmailSender,
  FeedbackDesk,
  type MemberDirectory,
  type MemberMessenger,
} from './feedback-desk.js';
import { FeedbackRepository } from './feedback-repository.js';
import { registerFeedbackAdminRoutes, registerFeedbackRoutes } from './feedback-routes.js';
import { type CaptchaVerifier, FeedbackService } from './feedback-service.js';

export type FeedbackDependencies = {
  db: Kysely<Database>;
  /** CaptchaService (modules/auth). */
  captchas: CaptchaVerifier;
  /** MessagingService (modules/messaging): a guest's e-mail answer goes through the outbox. */
  email: EmailSender;
  members: MemberDirectory;
  /** PlatformMessagesService (modules/platform-messages); wire later with desk.useMessenger if composed after. */
  messenger?: MemberMessenger;
  staff: StaffService;
  audit: AuditService;
  guard: MemberGuard;
  /** The brand's default language (settings brand.defaultLanguage), for answers e-mailed to guests. */
  defaultLanguage?: () => string;
};

/** Composition of feedback and complaints (issue 18): the public submit, the member's tickets, the queue. */
export function registerFeedback(app: FastifyInstance, dependencies: FeedbackDependencies) {
  const repository = new FeedbackRepository(dependencies.db);
  const feedback = new FeedbackService(repository, dependencies.captchas);
  const desk = new FeedbackDesk(
    repository,
    dependencies.audit,
    {
      list: async () => await dependencies.staff.list(),
      usernamesOf: (ids) => dependencies.staff.usernamesOf(ids),
    },
    dependencies.members,
    dependencies.email,
    app.log,
    dependencies.messenger,
    dependencies.defaultLanguage,
  );
  registerFeedbackRoutes(app, { feedback, guard: dependencies.guard });
  registerFeedbackAdminRoutes(app, { desk, staff: dependencies.staff });
  const scheduledJobs: ScheduledJob[] = [
    // A member's answer whose platform message failed is delivered again (bounded batch, idempotent).
    { name: 'feedback-redeliver', cron: '*/5 * * * *', run: () => desk.redeliver() },
  ];
  return { feedback, desk, scheduledJobs };
}
