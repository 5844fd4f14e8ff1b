import { apiRoutes } from '@gaming/contracts/api-routes';
import { funWalletResetRequestSchema, funWalletSchema } from '@gaming/contracts/fun-play';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { FunInhouseService } from './fun-service.js';

const tags = ['In-house games'];
const resetRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** A trial account's fun balance (issue 14 #9); the fun rounds themselves go through the in-house routes. */
export function registerFunRoutes(
  app: FastifyInstance,
  services: { fun: FunInhouseService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { fun, guard } = services;
  const member = async (request: Parameters<MemberGuard['require']>[0]) =>
    (await guard.require(request, { allowTrial: true })).member;

  routes.get(apiRoutes.funWallet.path, {
    schema: {
      operationId: 'funWallet',
      summary:
        "A trial account's fun balance for free play of the in-house games (never money: not on the ledger, never withdrawn or counted); a real account gets invalid_state",
      tags,
      response: { 200: funWalletSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fun.wallet(await member(request));
    },
  });

  routes.post(apiRoutes.funWalletReset.path, {
    config: resetRateLimit,
    schema: {
      operationId: 'funWalletReset',
      summary:
        'Reset the fun balance to its starting amount: only while below it, a limited number of times a brand day (daily_limit_reached)',
      tags,
      body: funWalletResetRequestSchema,
      response: { 200: funWalletSchema },
    },
    handler: async (request) => fun.resetWallet(await member(request)),
  });
}
