import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import {
  adminInhouseLimitsResponseSchema,
  adminInhouseLimitsUpdateRequestSchema,
  inhouseGameParamsSchema,
} from '@gaming/contracts/inhouse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { InhouseLimitsService } from './inhouse-limits-service.js';

const tags = ['Back office: in-house games'];

export function registerInhouseAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; limits: InhouseLimitsService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actorFor = (request: FastifyRequest, permission: StaffPermission) =>
    staffActorOf(services.staff, request, permission);

  routes.get(adminApiRoutes.adminInhouseLimits.path, {
    schema: {
      operationId: 'adminInhouseLimits',
      summary:
        "Each in-house game's maximum multiplier, maximum payout per bet and daily exposure, with today's",
      tags,
      response: { 200: adminInhouseLimitsResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, adminApiRoutes.adminInhouseLimits.staffPermission);
      return services.limits.view();
    },
  });

  routes.put(adminApiRoutes.adminInhouseLimitsUpdate.path, {
    schema: {
      operationId: 'adminInhouseLimitsUpdate',
      summary: "Change one in-house game's limits (audited)",
      tags,
      params: inhouseGameParamsSchema,
      body: adminInhouseLimitsUpdateRequestSchema,
      response: { 200: adminInhouseLimitsResponseSchema },
    },
    handler: async (request) =>
      services.limits.update(
        request.params.game,
        request.body,
        await actorFor(request, adminApiRoutes.adminInhouseLimitsUpdate.staffPermission),
      ),
  });
}
