import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminChatDeleteBodySchema,
  adminChatMessageParamsSchema,
  adminChatMessagesQuerySchema,
  adminChatMessagesResponseSchema,
  adminChatRestrictBodySchema,
  adminChatRestrictionParamsSchema,
  adminChatRestrictionsResponseSchema,
} from '@gaming/contracts/chat';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../platform/request-client.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { ChatService, ChatStaffActor } from './chat-service.js';

const tags = ['Back office: chat moderation'];
const writeRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const standingSchema = z.object({
  mutedUntil: z.string().nullable(),
  muteReason: z.string().nullable(),
  banned: z.boolean(),
});

/** Staff with moderateChat: the room's messages, delete one, the mutes and bans in force, mute, ban, lift. */
export function registerChatAdminRoutes(
  app: FastifyInstance,
  services: { chat: ChatService; staff: StaffService },
): void {
  const { chat, staff } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  function moderator(request: FastifyRequest): Promise<ChatStaffActor> {
    return staffActorWithIdOf(staff, request, 'moderateChat');
  }

  async function reader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await staff.authorize(bearerToken(request), 'moderateChat');
    reply.header('cache-control', 'no-store');
  }

  routes.get(adminApiRoutes.adminChatMessages.path, {
    schema: {
      operationId: 'adminChatMessages',
      summary: "A chat room's messages, newest first, deleted ones with who deleted them (100 a page)",
      tags,
      querystring: adminChatMessagesQuerySchema,
      response: { 200: adminChatMessagesResponseSchema },
    },
    handler: async (request, reply) => {
      await reader(request, reply);
      return chat.adminMessages(request.query);
    },
  });

  routes.post(adminApiRoutes.adminChatMessageDelete.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminChatMessageDelete',
      summary: 'Delete a chat message; connected clients drop it at once (audited)',
      tags,
      params: adminChatMessageParamsSchema,
      body: adminChatDeleteBodySchema,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    },
    handler: async (request) =>
      chat.adminDelete(await moderator(request), request.params.messageId, request.body.reason),
  });

  routes.get(adminApiRoutes.adminChatRestrictions.path, {
    schema: {
      operationId: 'adminChatRestrictions',
      summary: 'The mutes and bans in force, newest first',
      tags,
      response: { 200: adminChatRestrictionsResponseSchema },
    },
    handler: async (request, reply) => {
      await reader(request, reply);
      return chat.adminRestrictions();
    },
  });

  routes.post(adminApiRoutes.adminChatRestrict.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminChatRestrict',
      summary: 'Mute a member for some minutes or ban them from the chat room, with a reason (audited)',
      tags,
      body: adminChatRestrictBodySchema,
      response: { 200: z.object({ id: z.string(), standing: standingSchema }) },
    },
    handler: async (request) => chat.adminRestrict(await moderator(request), request.body),
  });

  routes.post(adminApiRoutes.adminChatRestrictionLift.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminChatRestrictionLift',
      summary: 'Lift a mute or ban (audited)',
      tags,
      params: adminChatRestrictionParamsSchema,
      response: { 200: z.object({ standing: standingSchema }) },
    },
    handler: async (request) => chat.adminLift(await moderator(request), request.params.restrictionId),
  });
}
