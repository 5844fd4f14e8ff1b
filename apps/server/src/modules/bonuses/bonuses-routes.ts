import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  rewardActionResponseSchema,
  rewardBadgeResponseSchema,
  rewardCenterQuerySchema,
  rewardCenterResponseSchema,
  rewardIdParamsSchema,
} from '@gaming/contracts/bonuses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { type BonusesService, rewardOf } from './bonuses-service.js';

const tags = ['Reward centre'];
// Claims and forfeits are taps: bounded so a stuck script cannot churn them.
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The member's reward centre (issue 16): waiting, in progress, history; claim and give up. */
export function registerBonusRoutes(
  app: FastifyInstance,
  services: { bonuses: BonusesService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { bonuses, guard } = services;

  routes.get(apiRoutes.rewardCenter.path, {
    schema: {
      operationId: 'rewardCenter',
      summary: 'The reward centre: rewards waiting to be claimed, in wagering (with progress), history',
      tags,
      querystring: rewardCenterQuerySchema,
      response: { 200: rewardCenterResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return bonuses.rewardCenter(member.id, request.query);
    },
  });

  routes.get(apiRoutes.rewardBadge.path, {
    schema: {
      operationId: 'rewardBadge',
      summary: 'The red badge: rewards waiting to be claimed, bonuses in wagering',
      tags,
      response: { 200: rewardBadgeResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return bonuses.badge(member.id);
    },
  });

  routes.post(apiRoutes.rewardClaim.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'rewardClaim',
      summary: 'Claim a waiting reward (exactly once; a replay answers the reward as it is)',
      tags,
      params: rewardIdParamsSchema,
      response: { 200: rewardActionResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const row = await bonuses.claim(member.id, request.params.id);
      return { reward: rewardOf(row), waitingCount: await bonuses.countWaiting(member.id) };
    },
  });

  routes.post(apiRoutes.rewardForfeit.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'rewardForfeit',
      summary: 'Give a reward up: its locked bonus goes back to the pool; own money and winnings stay',
      tags,
      params: rewardIdParamsSchema,
      response: { 200: rewardActionResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const row = await bonuses.forfeit(member.id, request.params.id, {
        type: 'member',
        id: member.id,
        name: member.username,
        ip: clientOf(request).ip,
      });
      return { reward: rewardOf(row), waitingCount: await bonuses.countWaiting(member.id) };
    },
  });
}
