import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminRoundDetailSchema,
  adminRoundListQuerySchema,
  adminRoundListResponseSchema,
  adminRoundParamsSchema,
} from '@gaming/contracts/betting-records';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import type { StaffService } from '../staff/staff-service.js';
import type { RoundLookupService } from './round-lookup-service.js';

const tags = ['Back office: rounds'];

export function registerRoundLookupRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; lookup: RoundLookupService },
): void {
  const { staff, lookup } = services;
  const authorize = (request: FastifyRequest) => staff.authorize(bearerToken(request), 'readRounds');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminRoundList.path, {
    schema: {
      operationId: 'adminRoundList',
      summary: 'Rounds by id, member, vendor, vendor round or transaction id, state and brand-local days',
      tags,
      querystring: adminRoundListQuerySchema,
      response: { 200: adminRoundListResponseSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return lookup.list(request.query);
    },
  });
  routes.get(adminApiRoutes.adminRoundDetail.path, {
    schema: {
      operationId: 'adminRoundDetail',
      summary: 'A round with its seamless wallet callbacks in order and the ledger transfers they moved',
      tags,
      params: adminRoundParamsSchema,
      response: { 200: adminRoundDetailSchema },
    },
    handler: async (request, reply) => {
      await authorize(request);
      reply.header('cache-control', 'no-store');
      return lookup.detail(request.params.id);
    },
  });
}
