import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminMemberPointsParamsSchema,
  adminMemberPointsQuerySchema,
  adminMemberPointsResponseSchema,
  adminPointsAdjustRequestSchema,
  adminPointsAdjustResponseSchema,
  adminPointsRatesResponseSchema,
  adminPointsRatesUpdateSchema,
} from '@gaming/contracts/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { MembersService } from '../members/members-service.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { PointsService } from './points-service.js';

const tags = ['Back office: points'];
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Earning rates (versions), a member's points and a manual adjustment with a reason; all audited. */
export function registerPointsAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; points: PointsService; members: MembersService },
): void {
  const { staff, points, members } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const requireMember = async (memberId: string) => {
    if (!(await members.findById(memberId))) throw new AppError('not_found');
  };

  routes.get(adminApiRoutes.adminPointsRates.path, {
    schema: {
      operationId: 'adminPointsRates',
      summary: 'Earning rates: the version in force and the latest versions',
      tags,
      response: { 200: adminPointsRatesResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readLoyalty');
      reply.header('cache-control', 'no-store');
      return points.rates();
    },
  });

  routes.put(adminApiRoutes.adminPointsRatesUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPointsRatesUpdate',
      summary: 'New earning rates in force from now (earlier windows keep theirs; audited)',
      tags,
      body: adminPointsRatesUpdateSchema,
      response: { 200: adminPointsRatesResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeLoyalty');
      return points.setRates(staffActor(context.staff, clientOf(request)), request.body);
    },
  });

  routes.get(adminApiRoutes.adminMemberPoints.path, {
    schema: {
      operationId: 'adminMemberPoints',
      summary: 'A member’s points: spendable, lifetime, debt and ledger lines',
      tags,
      params: adminMemberPointsParamsSchema,
      querystring: adminMemberPointsQuerySchema,
      response: { 200: adminMemberPointsResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readLoyalty');
      reply.header('cache-control', 'no-store');
      await requireMember(request.params.memberId);
      return points.memberPoints(request.params.memberId, request.query.page, request.query.pageSize);
    },
  });

  routes.post(adminApiRoutes.adminPointsAdjust.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPointsAdjust',
      summary: 'Add or deduct a member’s points with a reason (audited; a deduction needs the points)',
      tags,
      params: adminMemberPointsParamsSchema,
      body: adminPointsAdjustRequestSchema,
      response: { 200: adminPointsAdjustResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'adjustPoints');
      await requireMember(request.params.memberId);
      const result = await points.adjust(staffActor(context.staff, clientOf(request)), {
        memberId: request.params.memberId,
        points: BigInt(request.body.points),
        reason: request.body.reason,
      });
      return {
        transactionReference: result.transactionReference,
        spendablePoints: result.spendablePoints,
        lifetimePoints: result.lifetimePoints,
      };
    },
  });
}
