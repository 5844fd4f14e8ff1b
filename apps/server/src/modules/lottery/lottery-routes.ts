import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  lotteryBetBodySchema,
  lotteryBetSchema,
  lotteryDrawParamsSchema,
  lotteryDrawSchema,
  lotteryGameQuerySchema,
  lotteryGameResponseSchema,
  lotteryLaunchResponseSchema,
  lotteryLobbyLaunchBodySchema,
  lotteryMyBetsQuerySchema,
  lotteryMyBetsResponseSchema,
  lotteryResultsQuerySchema,
  lotteryResultsResponseSchema,
  openedNumbersResponseSchema,
  recentLotteryResponseSchema,
  startGameV2BodySchema,
  vnMenusQuerySchema,
  vnMenusResponseSchema,
} from '@gaming/contracts/lottery-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { LotteryService } from './lottery-service.js';

const tags = ['Lottery'];
// A bet slip sends one request per tap; replays answer at once.
const betRateLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** The lottery's member and public routes (spec §7 startGameV2, lotteryLobbyLaunch, vnMenus, openedNumbers, recentLottery). */
export function registerLotteryRoutes(
  app: FastifyInstance,
  services: { lottery: LotteryService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { lottery, guard } = services;

  routes.post(apiRoutes.startGameV2.path, {
    schema: {
      operationId: 'startGameV2',
      summary: 'Launch a lottery game: the URL of its page on this site',
      tags,
      body: startGameV2BodySchema,
      response: { 200: lotteryLaunchResponseSchema },
    },
    handler: async (request) => {
      await guard.require(request);
      return lottery.startGame(request.body);
    },
  });

  routes.post(apiRoutes.lotteryLobbyLaunch.path, {
    schema: {
      operationId: 'lotteryLobbyLaunch',
      summary: 'Launch the lottery lobby for an area, prize mode or game: the URL of its page on this site',
      tags,
      body: lotteryLobbyLaunchBodySchema,
      response: { 200: lotteryLaunchResponseSchema },
    },
    handler: async (request) => {
      await guard.require(request);
      return lottery.lobbyLaunch(request.body);
    },
  });

  routes.get(apiRoutes.vnMenus.path, {
    schema: {
      operationId: 'vnMenus',
      summary: 'The Vietnam lottery games with their next draw',
      tags,
      querystring: vnMenusQuerySchema,
      response: { 200: vnMenusResponseSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=10');
      return lottery.vnMenus();
    },
  });

  routes.get(apiRoutes.openedNumbers.path, {
    schema: {
      operationId: 'openedNumbers',
      summary: 'Each lottery game’s latest drawn numbers',
      tags,
      response: { 200: openedNumbersResponseSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return lottery.openedNumbers();
    },
  });

  routes.get(apiRoutes.recentLottery.path, {
    schema: {
      operationId: 'recentLottery',
      summary: 'The lottery games the member bet on lately',
      tags,
      response: { 200: recentLotteryResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return lottery.recent((await guard.require(request)).member.id);
    },
  });

  routes.get(apiRoutes.lotteryGame.path, {
    schema: {
      operationId: 'lotteryGame',
      summary: 'A lottery game: odds, stake bounds, the draw on sale (its seed hash) and the server time',
      tags,
      querystring: lotteryGameQuerySchema,
      response: { 200: lotteryGameResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return lottery.game(request.query.gameCode);
    },
  });

  routes.post(apiRoutes.lotteryBet.path, {
    config: betRateLimit,
    schema: {
      operationId: 'lotteryBet',
      summary: 'Place a lottery bet (idempotent by requestId; refused at and after the sales close)',
      tags,
      body: lotteryBetBodySchema,
      response: { 200: lotteryBetSchema },
    },
    handler: async (request) => lottery.placeBet((await guard.require(request)).member.id, request.body),
  });

  routes.get(apiRoutes.lotteryMyBets.path, {
    schema: {
      operationId: 'lotteryMyBets',
      summary: 'The member’s lottery bets, newest first',
      tags,
      querystring: lotteryMyBetsQuerySchema,
      response: { 200: lotteryMyBetsResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return lottery.myBets((await guard.require(request)).member.id, request.query);
    },
  });

  routes.get(apiRoutes.lotteryResults.path, {
    schema: {
      operationId: 'lotteryResults',
      summary: 'A lottery game’s drawn draws, newest first, with their revealed seeds',
      tags,
      querystring: lotteryResultsQuerySchema,
      response: { 200: lotteryResultsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=5');
      return lottery.results(request.query);
    },
  });

  routes.get(apiRoutes.lotteryDraw.path, {
    schema: {
      operationId: 'lotteryDraw',
      summary: 'A draw’s public proof: seed hash from its creation, the seed and numbers once drawn',
      tags,
      params: lotteryDrawParamsSchema,
      response: { 200: lotteryDrawSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return lottery.drawOf(request.params.drawId);
    },
  });
}
