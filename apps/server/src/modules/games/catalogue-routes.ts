import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  favouriteAddRequestSchema,
  favouriteIdsResponseSchema,
  favouriteListQuerySchema,
  favouriteParamsSchema,
  gameListResponseSchema,
  gamesPageSchema,
  gamesQuerySchema,
  languageOnlyQuerySchema,
  popularQuerySchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesResponseSchema,
  winnerBoardQuerySchema,
  winnerBoardResponseSchema,
} from '@gaming/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { CatalogueService } from './catalogue-service.js';

const tags = ['Games'];

export function registerCatalogueRoutes(
  app: FastifyInstance,
  services: { catalogue: CatalogueService; guard: MemberGuard },
): void {
  const { catalogue, guard } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(apiRoutes.games.path, {
    schema: {
      operationId: 'games',
      summary:
        'A page of games (20) by type, vendor and classify; filters NEW, FAV, ALL, HOT, RECENT; search by name',
      tags,
      querystring: gamesQuerySchema,
      response: { 200: gamesPageSchema },
    },
    handler: async (request) => {
      const needsMember = request.query.filter === 'FAV' || request.query.filter === 'RECENT';
      const member = needsMember ? await guard.require(request) : null;
      return catalogue.games(request.query, member ? { memberId: member.member.id } : null);
    },
  });
  routes.get(apiRoutes.vendorGameTypes.path, {
    schema: {
      operationId: 'vendorGameTypes',
      summary: 'Game types (and lobby classifies) per vendor',
      tags,
      querystring: vendorGameTypesQuerySchema,
      response: { 200: vendorGameTypesResponseSchema },
    },
    handler: async (request) => catalogue.vendorGameTypes(request.query.vassalage),
  });
  routes.get(apiRoutes.hotGames.path, {
    schema: {
      operationId: 'hotGames',
      summary: 'Hot games for the home carousel',
      tags,
      querystring: languageOnlyQuerySchema,
      response: { 200: gameListResponseSchema },
    },
    handler: async (request) => catalogue.hotGames(request.query.language),
  });
  routes.get(apiRoutes.popular.path, {
    schema: {
      operationId: 'popular',
      summary: 'Most played games of the last 7 days, then the catalogue order',
      tags,
      querystring: popularQuerySchema,
      response: { 200: gameListResponseSchema },
    },
    handler: async (request) =>
      catalogue.popular(request.query.gameType, request.query.limit, request.query.language),
  });
  routes.get(apiRoutes.winnerBoard.path, {
    schema: {
      operationId: 'winnerBoard',
      summary: 'Latest or biggest wins of settled rounds (limit 20); names masked',
      tags,
      querystring: winnerBoardQuerySchema,
      response: { 200: winnerBoardResponseSchema },
    },
    handler: async (request) => catalogue.winnerBoard(request.query),
  });
  registerMemberGameRoutes(app, services);
}

function registerMemberGameRoutes(
  app: FastifyInstance,
  { catalogue, guard }: { catalogue: CatalogueService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(apiRoutes.favouriteIds.path, {
    schema: {
      operationId: 'favouriteIds',
      summary: "Node ids of the member's favourite games",
      tags,
      response: { 200: favouriteIdsResponseSchema },
    },
    handler: async (request) => catalogue.favouriteIds((await guard.require(request)).member.id),
  });
  routes.get(apiRoutes.favouriteList.path, {
    schema: {
      operationId: 'favouriteList',
      summary: 'Favourite games, newest first (pages of up to 999)',
      tags,
      querystring: favouriteListQuerySchema,
      response: { 200: gamesPageSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return catalogue.favouriteList(
        member.id,
        request.query.pageNo,
        request.query.pageSize,
        request.query.language,
      );
    },
  });
  routes.post(apiRoutes.favouriteAdd.path, {
    schema: {
      operationId: 'favouriteAdd',
      summary: 'Add a favourite (skipped if present)',
      tags,
      body: favouriteAddRequestSchema,
      response: { 200: favouriteIdsResponseSchema },
    },
    handler: async (request) =>
      catalogue.addFavourite((await guard.require(request)).member.id, request.body),
  });
  routes.delete(apiRoutes.favouriteRemove.path, {
    schema: {
      operationId: 'favouriteRemove',
      summary: 'Remove a favourite',
      tags,
      params: favouriteParamsSchema,
      response: { 200: favouriteIdsResponseSchema },
    },
    handler: async (request) =>
      catalogue.removeFavourite((await guard.require(request)).member.id, request.params.nodeId),
  });
  routes.get(apiRoutes.recentGames.path, {
    schema: {
      operationId: 'recentGames',
      summary: 'The last 20 games the member played, newest first',
      tags,
      querystring: languageOnlyQuerySchema,
      response: { 200: gameListResponseSchema },
    },
    handler: async (request) =>
      catalogue.recentGames((await guard.require(request)).member.id, request.query.language),
  });
}
