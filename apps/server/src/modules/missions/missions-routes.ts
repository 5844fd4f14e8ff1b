import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminMissionBodySchema,
  adminMissionClaimsQuerySchema,
  adminMissionClaimsResponseSchema,
  adminMissionListQuerySchema,
  adminMissionListResponseSchema,
  adminMissionSchema,
  missionClaimResponseSchema,
  missionIdParamsSchema,
  missionLanguageQuerySchema,
  missionLeaderboardResponseSchema,
  missionSummaryResponseSchema,
} from '@gaming/contracts/missions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { MissionStaffActor } from './mission-ports.js';
import type { MissionsService } from './missions-service.js';

const tags = ['Missions'];
const adminTags = ['Back office: missions'];
// A claim is one tap and answers at once on a replay.
const claimRateLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };
const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** missionSummary, missionClaim, missionLeaderboard (spec §7) and the staff's mission routes. */
export function registerMissionRoutes(
  app: FastifyInstance,
  services: { missions: MissionsService; guard: MemberGuard; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { missions, guard, staff } = services;

  routes.get(apiRoutes.missionSummary.path, {
    schema: {
      operationId: 'missionSummary',
      summary: 'The live missions of the current periods with the caller’s progress, and the badge count',
      tags,
      querystring: missionLanguageQuerySchema,
      response: { 200: missionSummaryResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return missions.summary((await guard.require(request)).member.id, request.query.language);
    },
  });

  routes.post(apiRoutes.missionClaim.path, {
    config: claimRateLimit,
    schema: {
      operationId: 'missionClaim',
      summary: 'Claim a completed mission’s reward for the current period (once; a replay answers the first)',
      tags,
      params: missionIdParamsSchema,
      response: { 200: missionClaimResponseSchema },
    },
    handler: async (request) => missions.claim((await guard.require(request)).member.id, request.params.id),
  });

  routes.get(apiRoutes.missionLeaderboard.path, {
    schema: {
      operationId: 'missionLeaderboard',
      summary: 'This week’s members by missions claimed (names masked)',
      tags,
      response: { 200: missionLeaderboardResponseSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return missions.leaderboard();
    },
  });

  function actorOf(request: FastifyRequest): Promise<MissionStaffActor> {
    return staffActorWithIdOf(staff, request, 'writeLoyalty');
  }

  async function staffRead(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await staff.authorize(bearerToken(request), 'readLoyalty');
    noStore(reply);
  }

  routes.get(adminApiRoutes.adminMissionList.path, {
    schema: {
      operationId: 'adminMissionList',
      summary: 'Missions, newest first, with their claim counts',
      tags: adminTags,
      querystring: adminMissionListQuerySchema,
      response: { 200: adminMissionListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return missions.list(request.query.status, request.query);
    },
  });

  routes.post(adminApiRoutes.adminMissionCreate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMissionCreate',
      summary: 'Create a mission (audited)',
      tags: adminTags,
      body: adminMissionBodySchema,
      response: { 200: adminMissionSchema },
    },
    handler: async (request) => missions.create(await actorOf(request), request.body),
  });

  routes.put(adminApiRoutes.adminMissionUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMissionUpdate',
      summary: 'Edit a mission; claims already made keep their reward (audited)',
      tags: adminTags,
      params: missionIdParamsSchema,
      body: adminMissionBodySchema,
      response: { 200: adminMissionSchema },
    },
    handler: async (request) => missions.update(await actorOf(request), request.params.id, request.body),
  });

  routes.get(adminApiRoutes.adminMissionClaims.path, {
    schema: {
      operationId: 'adminMissionClaims',
      summary: 'A mission’s claims, newest first, with their payouts',
      tags: adminTags,
      params: missionIdParamsSchema,
      querystring: adminMissionClaimsQuerySchema,
      response: { 200: adminMissionClaimsResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return missions.claims(request.params.id, request.query);
    },
  });
}
