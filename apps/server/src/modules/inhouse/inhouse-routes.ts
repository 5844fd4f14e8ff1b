import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  clientSeedRequestSchema,
  crashPlayRequestSchema,
  dicePlayRequestSchema,
  inhouseGamesQuerySchema,
  inhouseGamesResponseSchema,
  inhouseRoundSchema,
  inhouseRoundsQuerySchema,
  inhouseRoundsResponseSchema,
  minesPlayRequestSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  roundIdParamsSchema,
  roundVerificationSchema,
  seedPairSchema,
  slotPlayRequestSchema,
} from '@gaming/contracts/inhouse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { InhouseService } from './inhouse-service.js';

const tags = ['In-house games'];
// A person clicking "spin" fast stays well inside; a script hammering the wallet does not.
const playRateLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const seedRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerInhouseRoutes(
  app: FastifyInstance,
  services: { inhouse: InhouseService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { inhouse, guard } = services;
  const member = async (request: Parameters<MemberGuard['require']>[0]) =>
    (await guard.require(request)).member;

  routes.get(apiRoutes.inhouseGames.path, {
    schema: {
      operationId: 'inhouseGames',
      summary:
        'The in-house games with their names (from the catalogue), RTP (the slot computed from its reels) and stake limits',
      tags,
      querystring: inhouseGamesQuerySchema,
      response: { 200: inhouseGamesResponseSchema },
    },
    handler: async (request) => inhouse.games(request.query.language),
  });

  routes.get(apiRoutes.inhouseSeedPair.path, {
    schema: {
      operationId: 'inhouseSeedPair',
      summary: "The member's seed pair: server seed hash (shown before play), client seed, next nonce",
      tags,
      response: { 200: seedPairSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inhouse.seedPair(await member(request));
    },
  });

  routes.put(apiRoutes.inhouseClientSeed.path, {
    config: seedRateLimit,
    schema: {
      operationId: 'inhouseClientSeed',
      summary:
        'Set the client seed: the current pair is retired (its server seed revealed) and a new one starts',
      tags,
      body: clientSeedRequestSchema,
      response: { 200: rotateSeedResponseSchema },
    },
    handler: async (request) =>
      inhouse.rotate(await member(request), request.body.clientSeed, clientOf(request)),
  });

  routes.post(apiRoutes.inhouseRotateSeed.path, {
    config: seedRateLimit,
    schema: {
      operationId: 'inhouseRotateSeed',
      summary: 'Rotate the seed pair: reveals the server seed of every round played with it',
      tags,
      body: rotateSeedRequestSchema,
      response: { 200: rotateSeedResponseSchema },
    },
    handler: async (request) =>
      inhouse.rotate(await member(request), request.body.clientSeed, clientOf(request)),
  });

  routes.post(apiRoutes.inhouseSlotPlay.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseSlotPlay',
      summary: 'Spin the 5×3 slot (10 lines); idempotent on requestId',
      tags,
      body: slotPlayRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) =>
      inhouse.play(await member(request), {
        requestId: request.body.requestId,
        amount: request.body.amount,
        play: { game: 'slot', params: {} },
      }),
  });

  routes.post(apiRoutes.inhouseDicePlay.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseDicePlay',
      summary: 'Roll the dice under or over a target; idempotent on requestId',
      tags,
      body: dicePlayRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) => {
      const { requestId, amount, direction, target } = request.body;
      return inhouse.play(await member(request), {
        requestId,
        amount,
        play: { game: 'dice', params: { direction, target } },
      });
    },
  });

  routes.post(apiRoutes.inhouseCrashPlay.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseCrashPlay',
      summary: 'Play a crash round with an automatic cash-out target; idempotent on requestId',
      tags,
      body: crashPlayRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) => {
      const { requestId, amount, target } = request.body;
      return inhouse.play(await member(request), {
        requestId,
        amount,
        play: { game: 'crash', params: { target } },
      });
    },
  });

  routes.post(apiRoutes.inhouseMinesPlay.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseMinesPlay',
      summary: 'Reveal chosen tiles of a 5×5 mines board in one shot; idempotent on requestId',
      tags,
      body: minesPlayRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) => {
      const { requestId, amount, mines, picks } = request.body;
      return inhouse.play(await member(request), {
        requestId,
        amount,
        play: { game: 'mines', params: { mines, picks } },
      });
    },
  });

  routes.get(apiRoutes.inhouseRounds.path, {
    schema: {
      operationId: 'inhouseRounds',
      summary: "The member's in-house rounds, newest first, paged",
      tags,
      querystring: inhouseRoundsQuerySchema,
      response: { 200: inhouseRoundsResponseSchema },
    },
    handler: async (request) => inhouse.memberRounds(await member(request), request.query),
  });

  routes.get(apiRoutes.inhouseRoundVerification.path, {
    schema: {
      operationId: 'inhouseRoundVerification',
      summary: "A round's fairness data: seed hash, revealed seed, client seed, nonce and recorded outcome",
      tags,
      params: roundIdParamsSchema,
      response: { 200: roundVerificationSchema },
    },
    handler: async (request) => inhouse.verification(await member(request), request.params.id),
  });
}
