import {
  affiliateApplicationRequestSchema,
  affiliateApplicationStatusResponseSchema,
  agentAccountDetailsQuerySchema,
  agentAccountDetailsResponseSchema,
  agentCreditReportQuerySchema,
  agentCreditReportResponseSchema,
  agentDownlineRegisterRequestSchema,
  agentDownlineRegisterResponseSchema,
  agentPeriodQuerySchema,
  agentProfileResponseSchema,
  agentTeamBettingQuerySchema,
  agentTeamBettingResponseSchema,
  agentTeamMemberDetailResponseSchema,
  agentTeamMemberParamsSchema,
  agentTeamMembersQuerySchema,
  agentTeamMembersResponseSchema,
  agentTeamOverviewResponseSchema,
  agentTeamTransactionsQuerySchema,
  agentTeamTransactionsResponseSchema,
  agentUserLossQuerySchema,
  agentUserLossResponseSchema,
} from '@gaming/contracts/agents';
import { apiRoutes } from '@gaming/contracts/api-routes';
import { isAgentType } from '@gaming/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { MemberRow } from '../members/members-repository.js';
import type { AgentAdministration } from './agent-administration.js';
import type { AgentsService } from './agents-service.js';

const tags = ['Agent centre'];
// Registration's own limit (member-routes.ts recoveryRateLimit): an agent opens accounts by hand.
const registerRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
// Team reports sum a whole team: bounded so a script cannot keep the database busy.
const reportRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const applyRateLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

export function registerAgentRoutes(
  app: FastifyInstance,
  services: { agents: AgentsService; administration: AgentAdministration; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { agents, administration, guard } = services;
  /** The route's access hook proved an agent; asked again here so a handler never runs for another. */
  const agentOf = async (request: FastifyRequest): Promise<MemberRow> => {
    const { member } = await guard.require(request);
    if (!isAgentType(member.type)) throw new AppError('non_agent_login');
    return member;
  };
  const noStore = { 'cache-control': 'no-store' };

  routes.get(apiRoutes.agentProfile.path, {
    schema: {
      operationId: 'agentProfile',
      summary: "The agent's type, upline, team size and contract flags",
      tags,
      response: { 200: agentProfileResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.profile(await agentOf(request));
    },
  });

  routes.get(apiRoutes.agentTeamOverview.path, {
    config: reportRateLimit,
    schema: {
      operationId: 'agentTeamOverview',
      summary: "The team's figures for a period (brand offset): members, deposits, withdrawals, play, income",
      tags,
      querystring: agentPeriodQuerySchema,
      response: { 200: agentTeamOverviewResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.overview(await agentOf(request), request.query);
    },
  });

  routes.post(apiRoutes.agentDownlineRegister.path, {
    config: registerRateLimit,
    schema: {
      operationId: 'agentDownlineRegister',
      summary: "Open an account below the agent (the site's registration rules)",
      tags,
      body: agentDownlineRegisterRequestSchema,
      response: { 200: agentDownlineRegisterResponseSchema },
    },
    handler: async (request) =>
      agents.registerDownline(await agentOf(request), request.body, clientOf(request)),
  });

  routes.get(apiRoutes.agentTeamMembers.path, {
    config: reportRateLimit,
    schema: {
      operationId: 'agentTeamMembers',
      summary: "The agent's team, paged: search by account, direct downline only, figures of the period",
      tags,
      querystring: agentTeamMembersQuerySchema,
      response: { 200: agentTeamMembersResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.teamMembers(await agentOf(request), request.query);
    },
  });

  routes.get(apiRoutes.agentTeamMember.path, {
    schema: {
      operationId: 'agentTeamMember',
      summary: 'One member of the team (not_found outside it) with its figures of the period',
      tags,
      params: agentTeamMemberParamsSchema,
      querystring: agentPeriodQuerySchema,
      response: { 200: agentTeamMemberDetailResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.teamMember(await agentOf(request), request.params.memberId, request.query);
    },
  });

  routes.get(apiRoutes.agentTeamBetting.path, {
    config: reportRateLimit,
    schema: {
      operationId: 'agentTeamBetting',
      summary: "Each team member's settled play in the period, with totals over every row",
      tags,
      querystring: agentTeamBettingQuerySchema,
      response: { 200: agentTeamBettingResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.teamBetting(await agentOf(request), request.query);
    },
  });

  routes.get(apiRoutes.agentUserLoss.path, {
    config: reportRateLimit,
    schema: {
      operationId: 'agentUserLoss',
      summary: 'Team members who lost in the period, the biggest loss first',
      tags,
      querystring: agentUserLossQuerySchema,
      response: { 200: agentUserLossResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.userLoss(await agentOf(request), request.query);
    },
  });

  routes.get(apiRoutes.agentAccountDetails.path, {
    schema: {
      operationId: 'agentAccountDetails',
      summary: "The agent's own account record (the wallet's, with order numbers)",
      tags,
      querystring: agentAccountDetailsQuerySchema,
      response: { 200: agentAccountDetailsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.accountDetails(await agentOf(request), request.query);
    },
  });

  routes.get(apiRoutes.agentCreditReport.path, {
    config: reportRateLimit,
    schema: {
      operationId: 'agentCreditReport',
      summary: 'Transfers between the agent and each direct downline in the period',
      tags,
      querystring: agentCreditReportQuerySchema,
      response: { 200: agentCreditReportResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.creditReport(await agentOf(request), request.query);
    },
  });

  routes.get(apiRoutes.agentTeamTransactions.path, {
    config: reportRateLimit,
    schema: {
      operationId: 'agentTeamTransactions',
      summary: "Team members' deposits and withdrawals in the period, with totals",
      tags,
      querystring: agentTeamTransactionsQuerySchema,
      response: { 200: agentTeamTransactionsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return agents.teamTransactions(await agentOf(request), request.query);
    },
  });

  routes.get(apiRoutes.affiliateApplication.path, {
    schema: {
      operationId: 'affiliateApplication',
      summary: "The member's affiliate application and whether it may apply",
      tags,
      response: { 200: affiliateApplicationStatusResponseSchema },
    },
    handler: async (request, reply) => {
      reply.headers(noStore);
      return administration.applicationStatus((await guard.require(request)).member);
    },
  });

  routes.post(apiRoutes.affiliateApply.path, {
    config: applyRateLimit,
    schema: {
      operationId: 'affiliateApply',
      summary: 'Apply to become an affiliate (one open application at a time)',
      tags,
      body: affiliateApplicationRequestSchema,
      response: { 200: affiliateApplicationStatusResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const actor = {
        type: 'member' as const,
        id: member.id,
        name: member.username,
        ip: clientOf(request).ip,
      };
      return administration.apply(member, request.body, actor);
    },
  });
}
