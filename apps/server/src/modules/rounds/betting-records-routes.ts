import { apiRoutes } from '@gaming/contracts/api-routes';
import { bettingRecordsQuerySchema, bettingRecordsResponseSchema } from '@gaming/contracts/betting-records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { BettingRecordsService } from './betting-records-service.js';

export function registerBettingRecordsRoutes(
  app: FastifyInstance,
  services: { bettingRecords: BettingRecordsService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { bettingRecords, guard } = services;
  routes.get(apiRoutes.bettingRecords.path, {
    schema: {
      operationId: 'bettingRecords',
      summary: "The member's own game rounds for a period, by category, paged, with totals",
      tags: ['Games'],
      querystring: bettingRecordsQuerySchema,
      response: { 200: bettingRecordsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The member comes from the session only: no parameter can name another member.
      const { member } = await guard.require(request);
      return bettingRecords.list(member.id, request.query);
    },
  });
}
