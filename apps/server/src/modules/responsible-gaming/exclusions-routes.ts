import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminMemberExclusionCreateRequestSchema,
  type RgStatusResponse,
  rgAccountCloseRequestSchema,
  rgBreakStartRequestSchema,
  rgExclusionStartedSchema,
  rgReturnResponseSchema,
  rgSelfExcludeRequestSchema,
  rgStatusResponseSchema,
} from '@gaming/contracts/rg-exclusions';
import { idParamsSchema } from '@gaming/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { ExclusionsService } from './exclusions-service.js';

const tags = ['Responsible gaming'];
/** Starting an exclusion ends every session: a few a minute is plenty, and a password is asked. */
const startRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export type ExclusionsRouteServices = {
  exclusions: ExclusionsService;
  guard: MemberGuard;
  staff: StaffService;
  /** The limits part of rgStatus (H2's LimitsService.statusOf). */
  limitsStatusOf: (memberId: string) => Promise<RgStatusResponse['limits']>;
};

export function registerExclusionsRoutes(app: FastifyInstance, services: ExclusionsRouteServices): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { exclusions, guard, staff } = services;

  routes.get(apiRoutes.rgStatus.path, {
    schema: {
      operationId: 'rgStatus',
      summary: "The member's limits, running exclusion (or return) and last exclusions",
      tags,
      response: { 200: rgStatusResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const context = await guard.require(request, { allowRestricted: true });
      const [status, limits] = await Promise.all([
        exclusions.statusOf(context.member.id),
        services.limitsStatusOf(context.member.id),
      ]);
      return { ...status, restrictedSession: context.scope === 'restricted', limits };
    },
  });

  routes.post(apiRoutes.rgBreakStart.path, {
    config: startRateLimit,
    schema: {
      operationId: 'rgBreakStart',
      summary: 'Take a break (24 hours to 6 weeks): every session ends at once; never shortened',
      tags,
      body: rgBreakStartRequestSchema,
      response: { 200: rgExclusionStartedSchema },
    },
    handler: async (request) =>
      exclusions.startBreak((await guard.require(request)).member, request.body.hours, clientOf(request)),
  });

  routes.post(apiRoutes.rgSelfExclude.path, {
    config: startRateLimit,
    schema: {
      operationId: 'rgSelfExclude',
      summary: 'Self-exclude for 6 months, 1 or 5 years or for good (password asked again); cannot be undone',
      tags,
      body: rgSelfExcludeRequestSchema,
      response: { 200: rgExclusionStartedSchema },
    },
    handler: async (request) =>
      exclusions.selfExclude((await guard.require(request)).member, request.body, clientOf(request)),
  });

  routes.post(apiRoutes.rgAccountClose.path, {
    config: startRateLimit,
    schema: {
      operationId: 'rgAccountClose',
      summary: 'Close the account at once (reopened only by a return request and its cooling-off)',
      tags,
      body: rgAccountCloseRequestSchema,
      response: { 200: rgExclusionStartedSchema },
    },
    handler: async (request) =>
      exclusions.closeAccount((await guard.require(request)).member, request.body.reason, clientOf(request)),
  });

  routes.post(apiRoutes.rgReturnRequest.path, {
    config: startRateLimit,
    schema: {
      operationId: 'rgReturnRequest',
      summary: 'After an exclusion ended: ask to return; the next login after the cooling-off is a full one',
      tags,
      response: { 200: rgReturnResponseSchema },
    },
    handler: async (request) =>
      exclusions.requestReturn(
        (await guard.require(request, { allowRestricted: true })).member,
        clientOf(request),
      ),
  });

  routes.post(adminApiRoutes.adminMemberExclusionCreate.path, {
    schema: {
      operationId: 'adminMemberExclusionCreate',
      summary: "Start a break, self-exclusion or closure on the member's request (never shortens one)",
      tags: ['Back office'],
      params: idParamsSchema,
      body: adminMemberExclusionCreateRequestSchema,
      response: { 200: rgExclusionStartedSchema },
    },
    handler: async (request) => {
      const actor = await staffActorOf(staff, request, 'manageExclusions');
      return exclusions.startByStaff(request.params.id, request.body, actor);
    },
  });
}
