import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminRaffleCreateBodySchema,
  adminRaffleListQuerySchema,
  adminRaffleListResponseSchema,
  adminRaffleResultsResponseSchema,
  adminRaffleSchema,
  adminRebateRatesResponseSchema,
  adminRebateRatesUpdateBodySchema,
  adminRedEnvelopeCreateBodySchema,
  adminRedEnvelopeDropSchema,
  adminRedEnvelopeListQuerySchema,
  adminRedEnvelopeListResponseSchema,
  adminRedEnvelopeResultsQuerySchema,
  adminRedEnvelopeResultsResponseSchema,
  campaignIdParamsSchema,
} from '@gaming/contracts/reward-campaigns';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/request-client.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import type { StaffActor } from './ports.js';
import type { RewardCampaignServices } from './reward-campaigns-routes.js';

const tags = ['Back office: reward campaigns'];
const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerRewardCampaignAdminRoutes(
  app: FastifyInstance,
  services: RewardCampaignServices & { staff: StaffService },
): void {
  const { staff, redEnvelopes, raffles, manualRebate } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  function actorOf(request: FastifyRequest): Promise<StaffActor> {
    return staffActorWithIdOf(staff, request, 'manageRewardCampaigns');
  }

  /** A staff read: the read permission, never cached. */
  async function staffRead(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await staff.authorize(bearerToken(request), 'readPromotions');
    reply.header('cache-control', 'no-store');
  }

  routes.get(adminApiRoutes.adminRedEnvelopeList.path, {
    schema: {
      operationId: 'adminRedEnvelopeList',
      summary: 'Red-envelope drops with how many were grabbed',
      tags,
      querystring: adminRedEnvelopeListQuerySchema,
      response: { 200: adminRedEnvelopeListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return redEnvelopes.list({ status: request.query.status }, request.query);
    },
  });

  routes.post(adminApiRoutes.adminRedEnvelopeCreate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminRedEnvelopeCreate',
      summary: 'Schedule a red-envelope drop, split at once (sum = total, each >= floor; audited)',
      tags,
      body: adminRedEnvelopeCreateBodySchema,
      response: { 200: adminRedEnvelopeDropSchema },
    },
    handler: async (request) => redEnvelopes.create(await actorOf(request), request.body),
  });

  routes.get(adminApiRoutes.adminRedEnvelopeResults.path, {
    schema: {
      operationId: 'adminRedEnvelopeResults',
      summary: 'A drop and its grabs, first grab first',
      tags,
      params: campaignIdParamsSchema,
      querystring: adminRedEnvelopeResultsQuerySchema,
      response: { 200: adminRedEnvelopeResultsResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return redEnvelopes.results(request.params.id, request.query);
    },
  });

  routes.get(adminApiRoutes.adminRaffleList.path, {
    schema: {
      operationId: 'adminRaffleList',
      summary: 'Raffles with entries, tickets and claims',
      tags,
      querystring: adminRaffleListQuerySchema,
      response: { 200: adminRaffleListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return raffles.listForStaff({ status: request.query.status }, request.query);
    },
  });

  routes.post(adminApiRoutes.adminRaffleCreate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminRaffleCreate',
      summary: 'Create a raffle; its seed hash is committed at once (audited)',
      tags,
      body: adminRaffleCreateBodySchema,
      response: { 200: adminRaffleSchema },
    },
    handler: async (request) => raffles.create(await actorOf(request), request.body),
  });

  routes.get(adminApiRoutes.adminRaffleResults.path, {
    schema: {
      operationId: 'adminRaffleResults',
      summary: 'A raffle and its winners with their claims',
      tags,
      params: campaignIdParamsSchema,
      response: { 200: adminRaffleResultsResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return raffles.results(request.params.id);
    },
  });

  routes.get(adminApiRoutes.adminRebateRates.path, {
    schema: {
      operationId: 'adminRebateRates',
      summary: 'Manual-rebate rates per game category',
      tags,
      response: { 200: adminRebateRatesResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return manualRebate.rates();
    },
  });

  routes.put(adminApiRoutes.adminRebateRatesUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminRebateRatesUpdate',
      summary: 'Set the manual-rebate rates per game category (audited)',
      tags,
      body: adminRebateRatesUpdateBodySchema,
      response: { 200: adminRebateRatesResponseSchema },
    },
    handler: async (request) => manualRebate.updateRates(await actorOf(request), request.body),
  });
}
