import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  pointsBalanceResponseSchema,
  pointsConfigResponseSchema,
  pointsTransactionDetailsQuerySchema,
  pointsTransactionDetailsResponseSchema,
} from '@gaming/contracts/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { PointsService } from './points-service.js';

const tags = ['Points'];

/** The member's points (issue 17): balance, points ledger lines, earning rates. 404 while PTSYS3 is off. */
export function registerPointsRoutes(
  app: FastifyInstance,
  services: { points: PointsService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { points, guard } = services;

  routes.get(apiRoutes.pointsBalance.path, {
    schema: {
      operationId: 'pointsBalance',
      summary: 'The member’s points: spendable now, and lifetime (never lowered by spending)',
      tags,
      response: { 200: pointsBalanceResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      points.requireEnabled();
      const balance = await points.balanceOf(member.id);
      return {
        spendablePoints: balance.spendablePoints.toString(),
        lifetimePoints: balance.lifetimePoints.toString(),
      };
    },
  });

  routes.get(apiRoutes.pointsTransactionDetails.path, {
    schema: {
      operationId: 'pointsTransactionDetails',
      summary:
        'The member’s points ledger lines, newest first (points, code, balance after, reference, remark)',
      tags,
      querystring: pointsTransactionDetailsQuerySchema,
      response: { 200: pointsTransactionDetailsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      points.requireEnabled();
      return points.transactionDetails(member.id, request.query.page, request.query.pageSize);
    },
  });

  routes.get(apiRoutes.pointsConfig.path, {
    schema: {
      operationId: 'pointsConfig',
      summary: 'Earning rates by game category, the correction period, and the mall’s conversion terms',
      tags,
      response: { 200: pointsConfigResponseSchema },
    },
    handler: async (_request, reply) => {
      points.requireEnabled();
      reply.header('cache-control', 'public, max-age=30');
      return points.config();
    },
  });
}
