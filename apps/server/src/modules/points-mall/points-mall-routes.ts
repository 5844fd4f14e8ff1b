import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import { languageCodeOr } from '@gaming/contracts/localized-text';
import {
  mallImageParamsSchema,
  pointsConvertRequestSchema,
  pointsRedeemRequestSchema,
  pointsRedeemResponseSchema,
  redeemDetailQuerySchema,
  redeemIdParamsSchema,
  redeemListQuerySchema,
  redeemListResponseSchema,
  redeemSchema,
  rewardListQuerySchema,
  rewardListResponseSchema,
} from '@gaming/contracts/points-mall';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import { sendPublicImage } from '../uploads/send-image.js';
import type { PointsMallService } from './points-mall-service.js';

const tags = ['Points mall'];
// A redeem checks the payment password (argon2): bounded so a script cannot grind it or the stock.
const writeRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The mall (issue 17 B): items for everyone, redeem, convert and history for the member; 404 without PTSYS3. */
export function registerPointsMallRoutes(
  app: FastifyInstance,
  services: { mall: PointsMallService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { mall, guard } = services;

  routes.get(apiRoutes.rewardList.path, {
    schema: {
      operationId: 'rewardList',
      summary: 'Published mall items, 9 a page (kind and category filters); 404 while PTSYS3 is off',
      tags,
      querystring: rewardListQuerySchema,
      response: { 200: rewardListResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return mall.rewardList(request.query);
    },
  });

  routes.get(apiRoutes.pointsMallImage.path, {
    schema: {
      operationId: 'pointsMallImage',
      summary: "A mall item's image (png/jpg)",
      tags,
      params: mallImageParamsSchema,
    },
    handler: async (request, reply) => sendPublicImage(reply, await mall.image(request.params.id), 'public'),
  });

  routes.post(apiRoutes.pointsRedeem.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'pointsRedeem',
      summary:
        'Redeem an item for points with the payment password (a retry with the same request id answers the first)',
      tags,
      body: pointsRedeemRequestSchema,
      response: { 200: pointsRedeemResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const { row, replayed } = await mall.redeem(member, request.body);
      return { redeem: mall.redeemOf(row, languageOf(member)), replayed };
    },
  });

  routes.post(apiRoutes.pointsConvert.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'pointsConvert',
      summary: 'Convert points to the main balance at the ratio, in multiples of the units, rounded down',
      tags,
      body: pointsConvertRequestSchema,
      response: { 200: pointsRedeemResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const { row, replayed } = await mall.convert(member, request.body);
      return { redeem: mall.redeemOf(row, languageOf(member)), replayed };
    },
  });

  routes.get(apiRoutes.redeemList.path, {
    schema: {
      operationId: 'redeemList',
      summary: "The member's redeems and conversions, newest first (status filter)",
      tags,
      querystring: redeemListQuerySchema,
      response: { 200: redeemListResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return mall.redeemList(member.id, request.query);
    },
  });

  routes.get(apiRoutes.redeemDetail.path, {
    schema: {
      operationId: 'redeemDetail',
      summary: "One of the member's redeems (another member's is not found)",
      tags,
      params: redeemIdParamsSchema,
      querystring: redeemDetailQuerySchema,
      response: { 200: redeemSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { member } = await guard.require(request);
      return mall.redeemDetail(member.id, request.params.id, request.query.language);
    },
  });
}

function languageOf(member: { language?: string | null }): LanguageCode {
  return languageCodeOr(member.language);
}
