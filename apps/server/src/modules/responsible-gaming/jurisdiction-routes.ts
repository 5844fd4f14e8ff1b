import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminJurisdictionProposeRequestSchema,
  adminJurisdictionResponseSchema,
  rgProfileSchema,
} from '@gaming/contracts/jurisdiction';
import { settingChangeSchema } from '@gaming/contracts/setting-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { StaffService } from '../staff/staff-service.js';
import type { JurisdictionService } from './jurisdiction-service.js';

export function registerJurisdictionRoutes(
  app: FastifyInstance,
  services: { jurisdiction: JurisdictionService; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { jurisdiction, staff } = services;

  routes.get(apiRoutes.rgProfile.path, {
    schema: {
      operationId: 'rgProfile',
      summary: 'The responsible-gaming tools this site offers, its reality-check intervals and game rules',
      tags: ['Responsible gaming'],
      response: { 200: rgProfileSchema },
    },
    handler: async () => jurisdiction.memberProfile(),
  });

  routes.get(adminApiRoutes.adminJurisdiction.path, {
    schema: {
      operationId: 'adminJurisdiction',
      summary: 'The jurisdiction profile in force, the presets, and a change waiting for a second approver',
      tags: ['Back office'],
      response: { 200: adminJurisdictionResponseSchema },
    },
    handler: async (request) =>
      jurisdiction.adminView(await staff.authorize(bearerToken(request), 'readCompliance')),
  });

  routes.post(adminApiRoutes.adminJurisdictionPropose.path, {
    schema: {
      operationId: 'adminJurisdictionPropose',
      summary: 'Propose a jurisdiction profile; it applies when another compliance officer approves it',
      tags: ['Back office'],
      body: adminJurisdictionProposeRequestSchema,
      // 202 as for the other four-eyes settings: accepted, not applied.
      response: { 202: settingChangeSchema },
    },
    handler: async (request, reply) => {
      const context = await staff.authorize(bearerToken(request), 'configureCompliance');
      const change = await jurisdiction.propose(request.body.value, context, clientOf(request));
      return reply.code(202).send(change);
    },
  });
}
