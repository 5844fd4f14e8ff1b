import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminRankingBoardBodySchema,
  adminRankingBoardListQuerySchema,
  adminRankingBoardListResponseSchema,
  adminRankingBoardSchema,
  adminRankingResultsQuerySchema,
  adminRankingResultsResponseSchema,
  rankingBoardsQuerySchema,
  rankingBoardsResponseSchema,
  rankingIdParamsSchema,
  rankingSettingsSchema,
} from '@gaming/contracts/rankings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { RankingStaffActor } from './ranking-ports.js';
import type { RankingsService } from './rankings-service.js';

const adminTags = ['Back office: ranking boards'];
const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** rankingBoards (guest) and the staff's board routes. */
export function registerRankingRoutes(
  app: FastifyInstance,
  services: { rankings: RankingsService; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { rankings, staff } = services;

  routes.get(apiRoutes.rankingBoards.path, {
    schema: {
      operationId: 'rankingBoards',
      summary: 'Ranking boards: current standings (names masked) and the previous period’s winners',
      tags: ['Ranking boards'],
      querystring: rankingBoardsQuerySchema,
      response: { 200: rankingBoardsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return rankings.publicBoards(request.query.language);
    },
  });

  function actorOf(request: FastifyRequest): Promise<RankingStaffActor> {
    return staffActorWithIdOf(staff, request, 'writeLoyalty');
  }

  async function staffRead(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await staff.authorize(bearerToken(request), 'readLoyalty');
    reply.header('cache-control', 'no-store');
  }

  routes.get(adminApiRoutes.adminRankingBoardList.path, {
    schema: {
      operationId: 'adminRankingBoardList',
      summary: 'Ranking boards, newest first',
      tags: adminTags,
      querystring: adminRankingBoardListQuerySchema,
      response: { 200: adminRankingBoardListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return rankings.list(request.query.status, request.query);
    },
  });

  routes.post(adminApiRoutes.adminRankingBoardCreate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminRankingBoardCreate',
      summary: 'Create a ranking board (audited)',
      tags: adminTags,
      body: adminRankingBoardBodySchema,
      response: { 200: adminRankingBoardSchema },
    },
    handler: async (request) => rankings.create(await actorOf(request), request.body),
  });

  routes.put(adminApiRoutes.adminRankingBoardUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminRankingBoardUpdate',
      summary: 'Edit a ranking board; frozen periods keep their prizes (audited)',
      tags: adminTags,
      params: rankingIdParamsSchema,
      body: adminRankingBoardBodySchema,
      response: { 200: adminRankingBoardSchema },
    },
    handler: async (request) => rankings.update(await actorOf(request), request.params.id, request.body),
  });

  routes.get(adminApiRoutes.adminRankingResults.path, {
    schema: {
      operationId: 'adminRankingResults',
      summary: 'A board’s frozen periods, newest first, with each rank and its payout',
      tags: adminTags,
      params: rankingIdParamsSchema,
      querystring: adminRankingResultsQuerySchema,
      response: { 200: adminRankingResultsResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return rankings.results(request.params.id, request.query);
    },
  });

  routes.get(adminApiRoutes.adminRankingSettings.path, {
    schema: {
      operationId: 'adminRankingSettings',
      summary: 'How long after a period ends its standings are frozen and paid',
      tags: adminTags,
      response: { 200: rankingSettingsSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return rankings.settingsValue();
    },
  });

  routes.put(adminApiRoutes.adminRankingSettingsUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminRankingSettingsUpdate',
      summary: 'Set the payout grace of ranking boards (audited)',
      tags: adminTags,
      body: rankingSettingsSchema,
      response: { 200: rankingSettingsSchema },
    },
    handler: async (request) => rankings.updateSettings(await actorOf(request), request.body),
  });
}
