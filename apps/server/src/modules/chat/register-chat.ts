import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { AuditService } from '../audit/audit-service.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { LiveHub } from '../live/live-hub.js';
import type { MembersService } from '../members/members-service.js';
import type { StaffService } from '../staff/staff-service.js';
import { registerChatAdminRoutes } from './chat-admin-routes.js';
import { ChatRepository } from './chat-repository.js';
import { registerChatRoutes } from './chat-routes.js';
import { ChatService } from './chat-service.js';

/**
 * Composition of the chat room (issue 19): the service behind the live socket's chat messages, launchChat
 * and the history for anyone, and staff moderation.
 */
export function registerChat(
  app: FastifyInstance,
  dependencies: {
    db: Kysely<Database>;
    members: MembersService;
    audit: AuditService;
    staff: StaffService;
    guard: MemberGuard;
    events: MemberEventBus;
    liveHub: LiveHub;
  },
) {
  const chat = new ChatService(
    new ChatRepository(dependencies.db),
    dependencies.members,
    dependencies.audit,
    dependencies.events,
  );
  dependencies.liveHub.useChat({
    join: (memberId, roomCode) => chat.join(memberId, roomCode),
    send: (memberId, roomCode, text, clientId) => chat.send(memberId, roomCode, text, clientId),
  });
  registerChatRoutes(app, { chat, guard: dependencies.guard });
  registerChatAdminRoutes(app, { chat, staff: dependencies.staff });
  return { chat };
}
