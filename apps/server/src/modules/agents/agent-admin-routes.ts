import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminAffiliateApplicationListQuerySchema,
  adminAffiliateApplicationListResponseSchema,
  adminAffiliateApplicationParamsSchema,
  adminAffiliateApplicationResponseSchema,
  adminAffiliateApproveRequestSchema,
  adminAffiliateRejectRequestSchema,
  adminAgentDetailResponseSchema,
  adminAgentFlagsRequestSchema,
  adminAgentListQuerySchema,
  adminAgentListResponseSchema,
  adminAgentParamsSchema,
  adminAgentTreeChildrenQuerySchema,
  adminAgentTreeChildrenResponseSchema,
  adminAgentTreePathResponseSchema,
  adminAgentTypeRequestSchema,
} from '@gaming/contracts/agents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { AgentAdministration } from './agent-administration.js';

const tags = ['Back office: agents'];
// Decisions are typed by people: bounded so a stuck script cannot flood the audit log.
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerAgentAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; administration: AgentAdministration },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { staff, administration } = services;

  routes.get(adminApiRoutes.adminAgentList.path, {
    schema: {
      operationId: 'adminAgentList',
      summary: 'Agents by account or id, type, or tops of chains only',
      tags,
      querystring: adminAgentListQuerySchema,
      response: { 200: adminAgentListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgents');
      reply.header('cache-control', 'no-store');
      return administration.list(request.query);
    },
  });

  routes.get(adminApiRoutes.adminAgentDetail.path, {
    schema: {
      operationId: 'adminAgentDetail',
      summary: 'A member as the agent programme sees it: type, team, flags, uplines, application',
      tags,
      params: adminAgentParamsSchema,
      response: { 200: adminAgentDetailResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgents');
      reply.header('cache-control', 'no-store');
      return administration.detail(request.params.memberId);
    },
  });

  routes.get(adminApiRoutes.adminAgentTreeChildren.path, {
    schema: {
      operationId: 'adminAgentTreeChildren',
      summary: "A tree node's direct downline, paged",
      tags,
      params: adminAgentParamsSchema,
      querystring: adminAgentTreeChildrenQuerySchema,
      response: { 200: adminAgentTreeChildrenResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgents');
      reply.header('cache-control', 'no-store');
      return administration.children(request.params.memberId, request.query);
    },
  });

  routes.get(adminApiRoutes.adminAgentTreePath.path, {
    schema: {
      operationId: 'adminAgentTreePath',
      summary: 'The chain from the top down to a member',
      tags,
      params: adminAgentParamsSchema,
      response: { 200: adminAgentTreePathResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgents');
      reply.header('cache-control', 'no-store');
      return administration.path(request.params.memberId);
    },
  });

  routes.put(adminApiRoutes.adminAgentFlagsUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminAgentFlagsUpdate',
      summary:
        "Set an agent's contract flags (dividend, daily, hourly, real-time salary), with a reason (audited)",
      tags,
      params: adminAgentParamsSchema,
      body: adminAgentFlagsRequestSchema,
      response: { 200: adminAgentDetailResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgents');
      return administration.setFlags(
        request.params.memberId,
        request.body,
        staffActor(context.staff, clientOf(request)),
      );
    },
  });

  routes.post(adminApiRoutes.adminAgentTypeChange.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminAgentTypeChange',
      summary: 'Promote a member to an agent type, change it, or demote to 0 (the team stays), with a reason',
      tags,
      params: adminAgentParamsSchema,
      body: adminAgentTypeRequestSchema,
      response: { 200: adminAgentDetailResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgents');
      // 409 agent_has_contracts carries liveContracts beside the error (AgentHasContractsError.replyFields).
      return administration.changeType(
        request.params.memberId,
        request.body,
        staffActor(context.staff, clientOf(request)),
      );
    },
  });

  routes.get(adminApiRoutes.adminAffiliateApplicationList.path, {
    schema: {
      operationId: 'adminAffiliateApplicationList',
      summary: 'Affiliate applications by status and account, newest first',
      tags,
      querystring: adminAffiliateApplicationListQuerySchema,
      response: { 200: adminAffiliateApplicationListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgents');
      reply.header('cache-control', 'no-store');
      return administration.listApplications(request.query);
    },
  });

  routes.post(adminApiRoutes.adminAffiliateApplicationApprove.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminAffiliateApplicationApprove',
      summary: 'Approve an application: the member becomes an affiliate (41, or 42 under an agent)',
      tags,
      params: adminAffiliateApplicationParamsSchema,
      body: adminAffiliateApproveRequestSchema,
      response: { 200: adminAffiliateApplicationResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgents');
      const actor = staffActor(context.staff, clientOf(request));
      return administration.approve(request.params.id, request.body.reason, actor, context.staff);
    },
  });

  routes.post(adminApiRoutes.adminAffiliateApplicationReject.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminAffiliateApplicationReject',
      summary: 'Reject an application with a reason',
      tags,
      params: adminAffiliateApplicationParamsSchema,
      body: adminAffiliateRejectRequestSchema,
      response: { 200: adminAffiliateApplicationResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgents');
      const actor = staffActor(context.staff, clientOf(request));
      return administration.reject(request.params.id, request.body.reason, actor, context.staff);
    },
  });
}
