import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { ScheduledJob } from '../../platform/jobs.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MembersService } from '../members/members-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { registerPlatformMessagesAdminRoutes } from './platform-messages-admin-routes.js';
import { PlatformMessagesRepository } from './platform-messages-repository.js';
import { registerPlatformMessagesRoutes } from './platform-messages-routes.js';
import { type MessageAudiencePorts, PlatformMessagesService } from './platform-messages-service.js';

/** The fan-out job's name: every minute it sweeps due and unfinished messages; a segment send runs it at once. */
export const messageFanOutJobName = 'platform-messages-fan-out';

export type PlatformMessagesDependencies = {
  db: Kysely<Database>;
  members: MembersService;
  /** VIP levels and agents' teams, through their services (composed in app.ts). */
  audience: Pick<MessageAudiencePorts, 'vipLevelsOf' | 'inTeamsOf'>;
  audit: AuditService;
  staff: StaffService;
  guard: MemberGuard;
  events: MemberEventBus;
  /** pg-boss's run now, where a job runner runs (main.ts); the minute's sweep otherwise. */
  runJobNow?: ((jobName: string) => Promise<void>) | undefined;
  now?: () => Date;
};

/**
 * Composition of platform messages (issue 18): the member and agent centre's inbox, staff's sending, and
 * the fan-out job. Other modules send through `messages.sendToMember` (feedback answers).
 */
export function registerPlatformMessages(app: FastifyInstance, dependencies: PlatformMessagesDependencies) {
  const { members } = dependencies;
  const runJobNow = dependencies.runJobNow;
  const messages = new PlatformMessagesService(
    new PlatformMessagesRepository(dependencies.db),
    members,
    {
      memberIdsAfter: (afterId, limit) => members.idsAfter(afterId, limit),
      activeRealRegisteredAmong: (ids, range) => members.activeRealRegisteredAmong(ids, range),
      vipLevelsOf: (ids) => dependencies.audience.vipLevelsOf(ids),
      inTeamsOf: (ids, agentAccounts) => dependencies.audience.inTeamsOf(ids, agentAccounts),
    },
    dependencies.staff,
    dependencies.audit,
    dependencies.events,
    app.log,
    dependencies.now,
    runJobNow ? () => runJobNow(messageFanOutJobName) : undefined,
  );
  registerPlatformMessagesRoutes(app, { messages, guard: dependencies.guard });
  registerPlatformMessagesAdminRoutes(app, { messages, staff: dependencies.staff });
  const scheduledJobs: ScheduledJob[] = [
    { name: messageFanOutJobName, cron: '* * * * *', run: () => messages.runFanOut() },
  ];
  return { messages, scheduledJobs };
}
