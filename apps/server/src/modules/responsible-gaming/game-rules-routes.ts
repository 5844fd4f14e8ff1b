import { apiRoutes } from '@gaming/contracts/api-routes';
import { withdrawalIdParamsSchema, withdrawalSchema } from '@gaming/contracts/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { GameRulesService } from './game-rules-service.js';

/** Same bound as the other money routes of the cashier. */
const moneyRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** withdrawCancel (issue 20): the rule (reversal allowed by the profile or not) lives in GameRulesService. */
export function registerGameRulesRoutes(
  app: FastifyInstance,
  { gameRules, guard }: { gameRules: GameRulesService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(apiRoutes.withdrawCancel.path, {
    config: moneyRateLimit,
    schema: {
      operationId: 'withdrawCancel',
      summary:
        'Cancel a pending withdrawal (its hold returns) where the jurisdiction allows a reversal; else withdrawal_irreversible',
      tags: ['Cashier'],
      params: withdrawalIdParamsSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) =>
      gameRules.cancelWithdrawal((await guard.require(request)).member, request.params.id, clientOf(request)),
  });
}
