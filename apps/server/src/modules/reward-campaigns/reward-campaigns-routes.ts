import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  campaignIdParamsSchema,
  manualRebateClaimResponseSchema,
  manualRebateResponseSchema,
  raffleClaimResponseSchema,
  raffleListResponseSchema,
  raffleVerifyQuerySchema,
  raffleVerifyResponseSchema,
  redEnvelopeCurrentResponseSchema,
  redEnvelopeGrabResponseSchema,
  referralInfoResponseSchema,
  referralInviteesQuerySchema,
  referralInviteesResponseSchema,
} from '@gaming/contracts/reward-campaigns';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { ManualRebateService } from './manual-rebate-service.js';
import type { RaffleService } from './raffle-service.js';
import type { RedEnvelopeService } from './red-envelope-service.js';
import type { ReferralService } from './referral-service.js';

const tags = ['Reward campaigns'];
// A grab or claim is one tap and answers at once on a replay; per client address, and generous, since a
// popular drop brings many members behind one carrier's address at the same minute.
const claimRateLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export type RewardCampaignServices = {
  referral: ReferralService;
  redEnvelopes: RedEnvelopeService;
  raffles: RaffleService;
  manualRebate: ManualRebateService;
};

export function registerRewardCampaignRoutes(
  app: FastifyInstance,
  services: RewardCampaignServices & { guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { guard, referral, redEnvelopes, raffles, manualRebate } = services;

  routes.get(apiRoutes.referralInfo.path, {
    schema: {
      operationId: 'referralInfo',
      summary: 'Invite friends: the caller’s referral code and link, and the live referral promotion',
      tags,
      response: { 200: referralInfoResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return referral.info((await guard.require(request)).member);
    },
  });

  routes.get(apiRoutes.referralInvitees.path, {
    schema: {
      operationId: 'referralInvitees',
      summary: 'Invite friends: the caller’s invitees (masked) and their status, newest first',
      tags,
      querystring: referralInviteesQuerySchema,
      response: { 200: referralInviteesResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return referral.invitees((await guard.require(request)).member.id, request.query);
    },
  });

  routes.get(apiRoutes.redEnvelopeCurrent.path, {
    schema: {
      operationId: 'redEnvelopeCurrent',
      summary: 'The live red-envelope drop (else the next one) and the caller’s grabs',
      tags,
      response: { 200: redEnvelopeCurrentResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return redEnvelopes.current((await guard.require(request)).member.id);
    },
  });

  routes.post(apiRoutes.redEnvelopeGrab.path, {
    config: claimRateLimit,
    schema: {
      operationId: 'redEnvelopeGrab',
      summary: 'Grab one envelope of a live drop (once per member; a replay returns the same envelope)',
      tags,
      params: campaignIdParamsSchema,
      response: { 200: redEnvelopeGrabResponseSchema },
    },
    handler: async (request) =>
      redEnvelopes.grab((await guard.require(request)).member.id, request.params.id),
  });

  routes.get(apiRoutes.raffleList.path, {
    schema: {
      operationId: 'raffleList',
      summary: 'Recent raffles with the caller’s tickets and prizes',
      tags,
      response: { 200: raffleListResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return raffles.list((await guard.require(request)).member.id);
    },
  });

  routes.post(apiRoutes.raffleClaim.path, {
    config: claimRateLimit,
    schema: {
      operationId: 'raffleClaim',
      summary: 'A winner claims its raffle prize, once, before the claim deadline (spec §7)',
      tags,
      params: campaignIdParamsSchema,
      response: { 200: raffleClaimResponseSchema },
    },
    handler: async (request) => raffles.claim((await guard.require(request)).member.id, request.params.id),
  });

  routes.get(apiRoutes.raffleVerify.path, {
    schema: {
      operationId: 'raffleVerify',
      summary: 'Public verification of a raffle: seed hash, the seed after the draw, masked entries, results',
      tags,
      params: campaignIdParamsSchema,
      querystring: raffleVerifyQuerySchema,
      response: { 200: raffleVerifyResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return raffles.verify(request.params.id, request.query);
    },
  });

  routes.get(apiRoutes.manualRebate.path, {
    schema: {
      operationId: 'manualRebate',
      summary: 'Manual rebate (MANPLAYREB3): available rebate on valid bet since the last claim, by category',
      tags,
      response: { 200: manualRebateResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return manualRebate.available((await guard.require(request)).member.id);
    },
  });

  routes.post(apiRoutes.manualRebateClaim.path, {
    config: claimRateLimit,
    schema: {
      operationId: 'manualRebateClaim',
      summary: 'Claim the available manual rebate (a concurrent double claim pays once)',
      tags,
      response: { 200: manualRebateClaimResponseSchema },
    },
    handler: async (request) => manualRebate.claim((await guard.require(request)).member.id),
  });
}
