import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import {
  adminLotteryCancelRequestSchema,
  adminLotteryCancelResponseSchema,
  adminLotteryDrawBetsQuerySchema,
  adminLotteryDrawBetsResponseSchema,
  adminLotteryDrawParamsSchema,
  adminLotteryDrawResponseSchema,
  adminLotteryDrawsQuerySchema,
  adminLotteryDrawsResponseSchema,
  adminLotteryGameParamsSchema,
  adminLotteryGamesResponseSchema,
  adminLotteryGameUpdateRequestSchema,
} from '@gaming/contracts/lottery-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { LotteryAdminService } from './lottery-admin-service.js';

const tags = ['Back office: lottery'];

/** The in-house lottery's staff routes (issue 19 #7); rules in LotteryAdminService. */
export function registerLotteryAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; lotteryAdmin: LotteryAdminService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { lotteryAdmin } = services;
  const actorFor = (request: FastifyRequest, permission: StaffPermission) =>
    staffActorOf(services.staff, request, permission);

  routes.get(adminApiRoutes.adminLotteryGames.path, {
    schema: {
      operationId: 'adminLotteryGames',
      summary: 'Lottery games with their settings, odds, exposure limits and stated return per bet type',
      tags,
      response: { 200: adminLotteryGamesResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, adminApiRoutes.adminLotteryGames.staffPermission);
      return lotteryAdmin.games();
    },
  });

  routes.put(adminApiRoutes.adminLotteryGameUpdate.path, {
    schema: {
      operationId: 'adminLotteryGameUpdate',
      summary: "Change a lottery game's settings, odds and exposure limits (audited)",
      tags,
      params: adminLotteryGameParamsSchema,
      body: adminLotteryGameUpdateRequestSchema,
      response: { 200: adminLotteryGamesResponseSchema },
    },
    handler: async (request) =>
      lotteryAdmin.updateGame(
        request.params.gameCode,
        request.body,
        await actorFor(request, adminApiRoutes.adminLotteryGameUpdate.staffPermission),
      ),
  });

  routes.get(adminApiRoutes.adminLotteryDraws.path, {
    schema: {
      operationId: 'adminLotteryDraws',
      summary: 'Lottery draws (newest first; by game, status, brand days) with seed hash, results and stakes',
      tags,
      querystring: adminLotteryDrawsQuerySchema,
      response: { 200: adminLotteryDrawsResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, adminApiRoutes.adminLotteryDraws.staffPermission);
      return lotteryAdmin.draws(request.query);
    },
  });

  routes.get(adminApiRoutes.adminLotteryDraw.path, {
    schema: {
      operationId: 'adminLotteryDraw',
      summary: 'One draw: seed hash, the seed once drawn, results and settlement totals',
      tags,
      params: adminLotteryDrawParamsSchema,
      response: { 200: adminLotteryDrawResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, adminApiRoutes.adminLotteryDraw.staffPermission);
      return lotteryAdmin.draw(request.params.drawId);
    },
  });

  routes.get(adminApiRoutes.adminLotteryDrawBets.path, {
    schema: {
      operationId: 'adminLotteryDrawBets',
      summary: "A draw's bets with their payouts (paged) and the draw's totals",
      tags,
      params: adminLotteryDrawParamsSchema,
      querystring: adminLotteryDrawBetsQuerySchema,
      response: { 200: adminLotteryDrawBetsResponseSchema },
    },
    handler: async (request) => {
      await actorFor(request, adminApiRoutes.adminLotteryDrawBets.staffPermission);
      return lotteryAdmin.drawBets(request.params.drawId, request.query);
    },
  });

  routes.post(adminApiRoutes.adminLotteryDrawCancel.path, {
    schema: {
      operationId: 'adminLotteryDrawCancel',
      summary:
        'Cancel a draw before its numbers are out and refund every stake once (audited, with a reason)',
      tags,
      params: adminLotteryDrawParamsSchema,
      body: adminLotteryCancelRequestSchema,
      response: { 200: adminLotteryCancelResponseSchema },
    },
    handler: async (request) =>
      lotteryAdmin.cancel(
        request.params.drawId,
        request.body.reason,
        await actorFor(request, adminApiRoutes.adminLotteryDrawCancel.staffPermission),
      ),
  });
}
