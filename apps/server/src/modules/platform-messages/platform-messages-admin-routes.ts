import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminMessageDetailResponseSchema,
  adminMessageListQuerySchema,
  adminMessageListResponseSchema,
  adminMessageParamsSchema,
  adminMessageSendBodySchema,
  adminMessageSendResponseSchema,
} from '@gaming/contracts/platform-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { MessageStaffActor, PlatformMessagesService } from './platform-messages-service.js';

const tags = ['Back office: platform messages'];
const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Staff: send (a member, a list, a segment; now or scheduled), the list with counts, one, cancel (audited). */
export function registerPlatformMessagesAdminRoutes(
  app: FastifyInstance,
  services: { messages: PlatformMessagesService; staff: StaffService },
): void {
  const { messages, staff } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  function sender(request: FastifyRequest): Promise<MessageStaffActor> {
    return staffActorWithIdOf(staff, request, 'sendMessages');
  }

  async function reader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await staff.authorize(bearerToken(request), 'readMessages');
    reply.header('cache-control', 'no-store');
  }

  routes.post(adminApiRoutes.adminMessageSend.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMessageSend',
      summary: 'Send a platform message to a member, a list or a segment, now or at a time (audited)',
      tags,
      body: adminMessageSendBodySchema,
      response: { 200: adminMessageSendResponseSchema },
    },
    handler: async (request) => messages.adminSend(await sender(request), request.body),
  });

  routes.get(adminApiRoutes.adminMessageList.path, {
    schema: {
      operationId: 'adminMessageList',
      summary: 'Sent and scheduled platform messages, newest first, with recipient and read counts',
      tags,
      querystring: adminMessageListQuerySchema,
      response: { 200: adminMessageListResponseSchema },
    },
    handler: async (request, reply) => {
      await reader(request, reply);
      return messages.adminList(request.query);
    },
  });

  routes.get(adminApiRoutes.adminMessageDetail.path, {
    schema: {
      operationId: 'adminMessageDetail',
      summary: 'One platform message with its body and counts',
      tags,
      params: adminMessageParamsSchema,
      response: { 200: adminMessageDetailResponseSchema },
    },
    handler: async (request, reply) => {
      await reader(request, reply);
      return messages.adminDetail(request.params.id);
    },
  });

  routes.post(adminApiRoutes.adminMessageCancel.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMessageCancel',
      summary: 'Cancel a scheduled platform message before it is sent (audited)',
      tags,
      params: adminMessageParamsSchema,
      response: { 200: adminMessageDetailResponseSchema },
    },
    handler: async (request) => messages.adminCancel(await sender(request), request.params.id),
  });
}
