import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminBonusActionResponseSchema,
  adminBonusExtendRequestSchema,
  adminBonusForfeitRequestSchema,
  adminBonusListQuerySchema,
  adminBonusListResponseSchema,
  adminBonusSettingsResponseSchema,
  bonusSettingsSchema,
  rewardIdParamsSchema,
} from '@gaming/contracts/bonuses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { BonusesService } from './bonuses-service.js';

const tags = ['Back office: bonuses'];
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Issued bonuses with their wagering; forfeit and extend (audited, with a reason). */
export function registerBonusAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; bonuses: BonusesService },
): void {
  const { staff, bonuses } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(adminApiRoutes.adminBonusList.path, {
    schema: {
      operationId: 'adminBonusList',
      summary: 'Issued bonuses with their wagering (filter by status, kind, member, source, created)',
      tags,
      querystring: adminBonusListQuerySchema,
      response: { 200: adminBonusListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readPromotions');
      reply.header('cache-control', 'no-store');
      return bonuses.adminList(request.query);
    },
  });

  routes.post(adminApiRoutes.adminBonusForfeit.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminBonusForfeit',
      summary: 'Forfeit a member’s open bonus: locked money back to the pool (audited, with a reason)',
      tags,
      params: rewardIdParamsSchema,
      body: adminBonusForfeitRequestSchema,
      response: { 200: adminBonusActionResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'manageBonuses');
      const actor = staffActor(context.staff, clientOf(request));
      return { bonus: await bonuses.forfeitByStaff(actor, request.params.id, request.body.reason) };
    },
  });

  routes.post(adminApiRoutes.adminBonusExtend.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminBonusExtend',
      summary: 'Extend an open bonus’s wagering (or claim) deadline by days (audited, with a reason)',
      tags,
      params: rewardIdParamsSchema,
      body: adminBonusExtendRequestSchema,
      response: { 200: adminBonusActionResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'manageBonuses');
      const actor = staffActor(context.staff, clientOf(request));
      return {
        bonus: await bonuses.extend(actor, request.params.id, request.body.days, request.body.reason),
      };
    },
  });

  routes.get(adminApiRoutes.adminBonusSettings.path, {
    schema: {
      operationId: 'adminBonusSettings',
      summary: 'The brand’s cap on a wagering multiple (bonuses.settings)',
      tags,
      response: { 200: adminBonusSettingsResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readPromotions');
      reply.header('cache-control', 'no-store');
      return { maxWageringMultiple: bonuses.maxWageringMultiple() };
    },
  });

  routes.put(adminApiRoutes.adminBonusSettingsUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminBonusSettingsUpdate',
      summary: 'Set the cap on a wagering multiple (UK-style brands: 10); promotions above it are refused',
      tags,
      body: bonusSettingsSchema,
      response: { 200: adminBonusSettingsResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'manageRewardCampaigns');
      return bonuses.updateSettings(staffActor(context.staff, clientOf(request)), request.body);
    },
  });
}
