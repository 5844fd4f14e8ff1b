import { apiRoutes } from '@gaming/contracts/api-routes';
import { vipStatusQuerySchema, vipStatusResponseSchema } from '@gaming/contracts/vip';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { VipService } from './vip-service.js';

const tags = ['VIP levels'];

/** The member's level (hasVip, vipLabelName, vipRankLevel of the public state, spec §3) and progress. */
export function registerVipRoutes(
  app: FastifyInstance,
  services: { vip: VipService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { vip, guard } = services;

  routes.get(apiRoutes.vipStatus.path, {
    schema: {
      operationId: 'vipStatus',
      summary: 'The member’s VIP level (promoted at once when a threshold is met), benefits and progress',
      tags,
      querystring: vipStatusQuerySchema,
      response: { 200: vipStatusResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return vip.status(member.id, request.query.language);
    },
  });
}
