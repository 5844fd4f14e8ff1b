import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  launchChatResponseSchema,
} from '@gaming/contracts/chat';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { ChatService } from './chat-service.js';

const tags = ['Chat room'];
/** The chat room page of the web app (apps/web features/chat), relative to the site's origin. */
export const chatRoomPath = '/chat';

/** launchChat (spec §7: value.chatUrl) for members and agents; the room's last messages for anyone. */
export function registerChatRoutes(
  app: FastifyInstance,
  services: { chat: ChatService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { chat, guard } = services;

  routes.get(apiRoutes.launchChat.path, {
    schema: {
      operationId: 'launchChat',
      summary: 'The URL of the chat room page (value.chatUrl, relative to the site)',
      tags,
      response: { 200: launchChatResponseSchema },
    },
    handler: async (request, reply) => {
      await guard.require(request);
      reply.header('cache-control', 'no-store');
      return { value: { chatUrl: chatRoomPath } };
    },
  });

  routes.get(apiRoutes.chatHistory.path, {
    schema: {
      operationId: 'chatHistory',
      summary:
        "A chat room's last 50 messages, oldest first (guests poll this; members also receive live on /api/live)",
      tags,
      querystring: chatHistoryQuerySchema,
      response: { 200: chatHistoryResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chat.history(request.query.roomCode);
    },
  });
}
