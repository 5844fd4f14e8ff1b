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
  liveCashOutRequestSchema,
  liveRoundResponseSchema,
  minesPlayRequestSchema,
  minesRevealRequestSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  roundIdParamsSchema,
  roundVerificationSchema,
  seedPairSchema,
  slotPlayRequestSchema,
} from '@gaming/contracts/inhouse';
import { liveInhouseGames } from '@gaming/contracts/inhouse-games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { InhouseService } from './inhouse-service.js';

const tags = ['In-house games'];
// A person clicking "spin" fast stays well inside; a script hammering the wallet does not.
const playRateLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
const seedRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
// A crash screen asks for its round about twice a second while the curve rises (at most 2 minutes).
const lookRateLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };
const liveGameParamsSchema = z.object({ game: z.enum(liveInhouseGames) });

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
      summary:
        'Start a crash round (stake debited, crash point fixed by the seed), with an optional automatic cash-out; idempotent on requestId',
      tags,
      body: crashPlayRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) => {
      const { requestId, amount, autoCashOut } = request.body;
      return inhouse.play(await member(request), {
        requestId,
        amount,
        play: { game: 'crash', params: { autoCashOut: autoCashOut ?? null } },
      });
    },
  });

  routes.post(apiRoutes.inhouseCrashCashOut.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseCrashCashOut',
      summary:
        "Cash out of a crash round at the multiplier of the server's clock when the request arrives; a repeat or a cash-out after the crash answers the settled round",
      tags,
      params: roundIdParamsSchema,
      body: liveCashOutRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) =>
      inhouse.move(await member(request), 'crash', request.params.id, { type: 'cashOut' }),
  });

  routes.post(apiRoutes.inhouseMinesPlay.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseMinesPlay',
      summary:
        'Start a mines round on a 5×5 board (stake debited, mines placed by the seed); idempotent on requestId',
      tags,
      body: minesPlayRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) => {
      const { requestId, amount, mines } = request.body;
      return inhouse.play(await member(request), {
        requestId,
        amount,
        play: { game: 'mines', params: { mines } },
      });
    },
  });

  routes.post(apiRoutes.inhouseMinesReveal.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseMinesReveal',
      summary:
        'Reveal one tile of a mines round: a mine loses, a safe tile raises the cash-out; a tile already revealed changes nothing',
      tags,
      params: roundIdParamsSchema,
      body: minesRevealRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) =>
      inhouse.move(await member(request), 'mines', request.params.id, {
        type: 'reveal',
        tile: request.body.tile,
      }),
  });

  routes.post(apiRoutes.inhouseMinesCashOut.path, {
    config: playRateLimit,
    schema: {
      operationId: 'inhouseMinesCashOut',
      summary:
        'Cash out of a mines round at the multiplier of its safe tiles (after at least one); a repeat answers the settled round',
      tags,
      params: roundIdParamsSchema,
      body: liveCashOutRequestSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request) =>
      inhouse.move(await member(request), 'mines', request.params.id, { type: 'cashOut' }),
  });

  routes.get(apiRoutes.inhouseLiveRound.path, {
    config: lookRateLimit,
    schema: {
      operationId: 'inhouseLiveRound',
      summary: "The member's crash or mines round in play, if any (null when none)",
      tags,
      params: liveGameParamsSchema,
      response: { 200: liveRoundResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { round: await inhouse.liveRound(await member(request), request.params.game) };
    },
  });

  routes.get(apiRoutes.inhouseRound.path, {
    config: lookRateLimit,
    schema: {
      operationId: 'inhouseRound',
      summary:
        "One of the member's rounds; a crash round whose crash (or whose time) has come by the server's clock is settled first",
      tags,
      params: roundIdParamsSchema,
      response: { 200: inhouseRoundSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inhouse.round(await member(request), request.params.id);
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
