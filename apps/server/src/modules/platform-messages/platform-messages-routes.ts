import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  messageCountResponseSchema,
  messageDetailResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  messageParamsSchema,
  messagesReadBodySchema,
  unreadMessageCountResponseSchema,
} from '@gaming/contracts/platform-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { PlatformMessagesService } from './platform-messages-service.js';

const tags = ['Platform messages'];
const writeRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The member centre's (and agent centre's) platform messages: the red badge's count, the inbox, one
 * message (read by opening it), mark read, delete. Access `member`: a trial account has no inbox and is
 * answered 403 in_need_true_account (spec §4: the web makes no unread-message call for trial users).
 */
export function registerPlatformMessagesRoutes(
  app: FastifyInstance,
  services: { messages: PlatformMessagesService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { messages, guard } = services;

  routes.get(apiRoutes.unreadMessageCount.path, {
    schema: {
      operationId: 'unreadMessageCount',
      summary: 'The member’s unread platform messages (unreadMessage, the red badge)',
      tags,
      response: { 200: unreadMessageCountResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return { count: await messages.unreadCount(member.id) };
    },
  });

  routes.get(apiRoutes.messageList.path, {
    schema: {
      operationId: 'messageList',
      summary: 'The member’s platform messages, newest first (the newest 500 are listed)',
      tags,
      querystring: messageListQuerySchema,
      response: { 200: messageListResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return messages.list(member.id, request.query);
    },
  });

  routes.get(apiRoutes.messageDetail.path, {
    schema: {
      operationId: 'messageDetail',
      summary: 'One of the member’s messages (sanitised HTML); opening it marks it read',
      tags,
      params: messageParamsSchema,
      response: { 200: messageDetailResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return messages.detail(member.id, request.params.messageId);
    },
  });

  routes.post(apiRoutes.messagesRead.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'messagesRead',
      summary: 'Mark some (at most 50) or all of the member’s messages read; answers the unread count',
      tags,
      body: messagesReadBodySchema,
      response: { 200: messageCountResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return { count: await messages.markRead(member.id, request.body) };
    },
  });

  routes.delete(apiRoutes.messageDelete.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'messageDelete',
      summary: 'Delete one of the member’s messages from its inbox; answers the unread count',
      tags,
      params: messageParamsSchema,
      response: { 200: messageCountResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return { count: await messages.delete(member.id, request.params.messageId) };
    },
  });
}
