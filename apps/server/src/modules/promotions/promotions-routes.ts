import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  myPromotionApplicationsQuerySchema,
  myPromotionApplicationsResponseSchema,
  promotionActionResponseSchema,
  promotionApplicationSchema,
  promotionDetailQuerySchema,
  promotionDetailSchema,
  promotionIdParamsSchema,
  promotionListQuerySchema,
  promotionListResponseSchema,
  promotionPublicSummarySchema,
} from '@gaming/contracts/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { readProofUpload } from '../uploads/proof-upload.js';
import { sendPublicImage } from '../uploads/send-image.js';
import type { PromotionEditor } from './promotion-editor.js';
import type { PromotionsService } from './promotions-service.js';

const tags = ['Promotions'];
const actionRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const applyRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const imageParamsSchema = z.object({ id: z.string().max(64) });

export function registerPromotionRoutes(
  app: FastifyInstance,
  services: { promotions: PromotionsService; editor: PromotionEditor; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { promotions, editor, guard } = services;
  // Public reads: with a member session they answer the member's own state; a trial account (type 4), a
  // staff token or an expired session reads as a visitor (the list is public either way).
  const optionalMember = async (request: FastifyRequest) => {
    if (!bearerToken(request)) return null;
    try {
      const { member } = await guard.require(request, { allowTrial: true });
      return member.type === 4 ? null : member;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') return null;
      throw error;
    }
  };

  routes.get(apiRoutes.promotionList.path, {
    schema: {
      operationId: 'promotionList',
      summary: 'Published promotions by filter type and tag, with the member state and action (spec §4)',
      tags,
      querystring: promotionListQuerySchema,
      response: { 200: promotionListResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return promotions.list(request.query, await optionalMember(request));
    },
  });

  routes.get(apiRoutes.promotionSummary.path, {
    schema: {
      operationId: 'promotionSummary',
      summary:
        'availablePromoCount (signed in: promotions to act on plus waiting rewards) and availablePromo',
      tags,
      response: { 200: promotionPublicSummarySchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return promotions.summary(await optionalMember(request));
    },
  });

  routes.get(apiRoutes.promotionImage.path, {
    schema: {
      operationId: 'promotionImage',
      summary: 'A promotion image (png or jpg)',
      tags,
      params: imageParamsSchema,
    },
    handler: async (request, reply) =>
      sendPublicImage(reply, await editor.image(request.params.id), 'public'),
  });

  routes.get(apiRoutes.myPromotionApplications.path, {
    schema: {
      operationId: 'myPromotionApplications',
      summary: "The member's own promotion applications, newest first",
      tags,
      querystring: myPromotionApplicationsQuerySchema,
      response: { 200: myPromotionApplicationsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return promotions.myApplications(member, request.query);
    },
  });

  routes.get(apiRoutes.promotionDetail.path, {
    schema: {
      operationId: 'promotionDetail',
      summary: 'A published promotion: content, images in sequence, rules and the member state',
      tags,
      params: promotionIdParamsSchema,
      querystring: promotionDetailQuerySchema,
      response: { 200: promotionDetailSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return promotions.detail(request.params.id, await optionalMember(request), request.query.language);
    },
  });

  routes.post(apiRoutes.promotionJoin.path, {
    config: actionRateLimit,
    schema: {
      operationId: 'promotionJoin',
      summary: 'Join a promotion (participation join); granted by the job once the member qualifies',
      tags,
      params: promotionIdParamsSchema,
      response: { 200: promotionActionResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return promotions.join(member, request.params.id);
    },
  });

  routes.post(apiRoutes.promotionClaim.path, {
    config: actionRateLimit,
    schema: {
      operationId: 'promotionClaim',
      summary:
        'Claim a promotion (participation claim): once per member, within slots, budget, device and IP limits',
      tags,
      params: promotionIdParamsSchema,
      response: { 200: promotionActionResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return promotions.claim(member, request.params.id, clientOf(request));
    },
  });

  routes.post(apiRoutes.promotionApply.path, {
    config: applyRateLimit,
    schema: {
      operationId: 'promotionApply',
      summary:
        'Apply for a promotion: multipart form (comment <= 140) with 0 to 3 png/jpg images in "proof", at most 5 MB each',
      tags,
      params: promotionIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 200: promotionApplicationSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const upload = await readProofUpload(request, { required: false });
      return promotions.apply(member, request.params.id, upload);
    },
  });
}
