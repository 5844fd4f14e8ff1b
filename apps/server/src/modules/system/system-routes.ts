import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  domainRoutesResponseSchema,
  permissionResponseSchema,
  siteSettingsResponseSchema,
  whitelabelMenuResponseSchema,
} from '@gaming/contracts/system';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SystemService } from './system-service.js';

const tags = ['System'];

export function registerSystemRoutes(app: FastifyInstance, system: SystemService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(apiRoutes.permission.path, {
    schema: {
      operationId: 'permission',
      summary: 'Site status for this visitor: 0 normal, 1 maintenance, 2 region restricted',
      tags,
      response: { 200: permissionResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return system.permission(request.ip);
    },
  });

  routes.get(apiRoutes.siteSettings.path, {
    schema: {
      operationId: 'siteSettings',
      summary: 'Brand, feature toggles, contacts and app links for the site frame',
      tags,
      response: { 200: siteSettingsResponseSchema },
    },
    handler: async () => system.siteSettings(),
  });

  routes.get(apiRoutes.whitelabelMenu.path, {
    schema: {
      operationId: 'whitelabelMenu',
      summary: 'Menu and feature flags',
      tags,
      response: { 200: whitelabelMenuResponseSchema },
    },
    handler: async () => system.whitelabelMenu(),
  });

  routes.get(apiRoutes.domainRoutes.path, {
    schema: {
      operationId: 'domainRoutes',
      summary: 'Domains of the brand',
      tags,
      response: { 200: domainRoutesResponseSchema },
    },
    handler: async () => system.domainRoutes(),
  });
}
