import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminMemberVipParamsSchema,
  adminMemberVipQuerySchema,
  adminMemberVipResponseSchema,
  adminMemberVipSetBodySchema,
  adminVipLevelsBodySchema,
  adminVipLevelsResponseSchema,
} from '@gaming/contracts/vip';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { VipService, VipStaffActor } from './vip-service.js';

const tags = ['Back office: VIP levels'];
const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Staff: the level editor, a member's level and history, and a level set by hand (all writes audited). */
export function registerVipAdminRoutes(
  app: FastifyInstance,
  services: { vip: VipService; staff: StaffService },
): void {
  const { vip, staff } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  function writer(request: FastifyRequest): Promise<VipStaffActor> {
    return staffActorWithIdOf(staff, request, 'writeLoyalty');
  }

  async function reader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await staff.authorize(bearerToken(request), 'readLoyalty');
    reply.header('cache-control', 'no-store');
  }

  routes.get(adminApiRoutes.adminVipLevels.path, {
    schema: {
      operationId: 'adminVipLevels',
      summary: 'The VIP levels, lowest first',
      tags,
      response: { 200: adminVipLevelsResponseSchema },
    },
    handler: async (request, reply) => {
      await reader(request, reply);
      return vip.adminLevels();
    },
  });

  routes.put(adminApiRoutes.adminVipLevelsUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminVipLevelsUpdate',
      summary: 'Save the whole level list (ranks 1..n; a higher level never needs less; audited)',
      tags,
      body: adminVipLevelsBodySchema,
      response: { 200: adminVipLevelsResponseSchema },
    },
    handler: async (request) => vip.saveLevels(await writer(request), request.body),
  });

  routes.get(adminApiRoutes.adminMemberVip.path, {
    schema: {
      operationId: 'adminMemberVip',
      summary: 'A member’s VIP level, lifetime points, counted valid bet and level history (newest first)',
      tags,
      params: adminMemberVipParamsSchema,
      querystring: adminMemberVipQuerySchema,
      response: { 200: adminMemberVipResponseSchema },
    },
    handler: async (request, reply) => {
      await reader(request, reply);
      return vip.memberView(request.params.id, request.query.page, request.query.pageSize);
    },
  });

  routes.post(adminApiRoutes.adminMemberVipSet.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMemberVipSet',
      summary: 'Set a member’s VIP level by hand with a reason (history and audit; no upgrade bonus)',
      tags,
      params: adminMemberVipParamsSchema,
      body: adminMemberVipSetBodySchema,
      response: { 200: adminMemberVipResponseSchema },
    },
    handler: async (request) => vip.setLevel(await writer(request), request.params.id, request.body),
  });
}
