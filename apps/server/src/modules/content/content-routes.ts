import { apiRoutes } from '@gaming/contracts/api-routes';
import { bannersQuerySchema, bannersResponseSchema } from '@gaming/contracts/catalogue';
import { helpQuerySchema, helpResponseSchema } from '@gaming/contracts/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContentService } from './content-service.js';

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(apiRoutes.banners.path, {
    schema: {
      operationId: 'banners',
      summary: 'Banners of a group (w_home, w_leftmenu, w_login, w_register, w_forget)',
      tags: ['Content'],
      querystring: bannersQuerySchema,
      response: { 200: bannersResponseSchema },
    },
    handler: async (request) => content.banners(request.query.group, request.query.language),
  });

  routes.get(apiRoutes.help.path, {
    schema: {
      operationId: 'help',
      summary: 'Help and terms content by language',
      tags: ['System'],
      querystring: helpQuerySchema,
      response: { 200: helpResponseSchema },
    },
    handler: async (request) => content.help(request.query.lang),
  });
}
