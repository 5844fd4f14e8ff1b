import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  bonusDetailsQuerySchema,
  bonusDetailsResponseSchema,
  personalProfitQuerySchema,
  personalProfitResponseSchema,
} from '@gaming/contracts/profit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { ProfitService } from './profit-service.js';

const tags = ['Wallet'];

export function registerProfitRoutes(
  app: FastifyInstance,
  services: { profit: ProfitService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { profit, guard } = services;

  routes.get(apiRoutes.personalProfit.path, {
    schema: {
      operationId: 'personalProfit',
      summary: 'Personal profit and loss per group and per brand-local day for a period',
      tags,
      querystring: personalProfitQuerySchema,
      response: { 200: personalProfitResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profit.personalProfit((await guard.require(request)).member, request.query);
    },
  });

  routes.get(apiRoutes.bonusDetails.path, {
    schema: {
      operationId: 'bonusDetails',
      summary: 'Bonus and rebate lines of the main wallet, paged, with their total',
      tags,
      querystring: bonusDetailsQuerySchema,
      response: { 200: bonusDetailsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profit.bonusDetails((await guard.require(request)).member, request.query);
    },
  });
}
