import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import {
  adminApplicationIdParamsSchema,
  adminPromotionApplicationApproveSchema,
  adminPromotionApplicationListResponseSchema,
  adminPromotionApplicationQuerySchema,
  adminPromotionApplicationRejectSchema,
  adminPromotionApplicationSchema,
  adminPromotionImageResponseSchema,
  adminPromotionListQuerySchema,
  adminPromotionListResponseSchema,
  adminPromotionPreviewRequestSchema,
  adminPromotionPreviewResponseSchema,
  adminPromotionSchema,
  promotionIdParamsSchema,
  promotionInputSchema,
} from '@gaming/contracts/promotions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import { readProofUpload } from '../uploads/proof-upload.js';
import { sendPublicImage } from '../uploads/send-image.js';
import type { PromotionEditor } from './promotion-editor.js';
import type { StaffActor } from './promotion-views.js';
import type { PromotionsService } from './promotions-service.js';

const tags = ['Back office: promotions'];
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const applicationImageParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  imageId: z.string().max(64),
});

export function registerPromotionAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; promotions: PromotionsService; editor: PromotionEditor },
): void {
  const { staff, promotions, editor } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: FastifyRequest, permission: StaffPermission): Promise<StaffActor> => {
    const actor = await staffActorWithIdOf(staff, request, permission);
    return { ...actor, name: actor.audit.name };
  };

  /** A staff read: the read permission, never cached. */
  const staffRead = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await actorOf(request, 'readPromotions');
    reply.header('cache-control', 'no-store');
  };

  routes.get(adminApiRoutes.adminPromotionList.path, {
    schema: {
      operationId: 'adminPromotionList',
      summary: 'Promotions with their slots and budget use and pending applications',
      tags,
      querystring: adminPromotionListQuerySchema,
      response: { 200: adminPromotionListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      const { page, pageSize, ...filter } = request.query;
      return editor.adminList(filter, page, pageSize);
    },
  });

  routes.get(adminApiRoutes.adminPromotionDetail.path, {
    schema: {
      operationId: 'adminPromotionDetail',
      summary: 'A promotion as staff wrote it, with its usage',
      tags,
      params: promotionIdParamsSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return editor.adminDetail(request.params.id);
    },
  });

  routes.post(adminApiRoutes.adminPromotionCreate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionCreate',
      summary:
        'Create a draft promotion (content sanitised; wagering within the bonus settings cap; audited)',
      tags,
      body: promotionInputSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) => editor.create(await actorOf(request, 'writePromotions'), request.body),
  });

  routes.put(adminApiRoutes.adminPromotionUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionUpdate',
      summary: 'Change a draft or published promotion (audited with before and after)',
      tags,
      params: promotionIdParamsSchema,
      body: promotionInputSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) =>
      editor.update(await actorOf(request, 'writePromotions'), request.params.id, request.body),
  });

  routes.post(adminApiRoutes.adminPromotionPublish.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionPublish',
      summary: 'Publish a draft promotion (audited)',
      tags,
      params: promotionIdParamsSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) => editor.publish(await actorOf(request, 'writePromotions'), request.params.id),
  });

  routes.post(adminApiRoutes.adminPromotionArchive.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionArchive',
      summary: 'Archive a promotion: it leaves the site; what members were granted stays (audited)',
      tags,
      params: promotionIdParamsSchema,
      response: { 200: adminPromotionSchema },
    },
    handler: async (request) => editor.archive(await actorOf(request, 'writePromotions'), request.params.id),
  });

  routes.post(adminApiRoutes.adminPromotionPreview.path, {
    schema: {
      operationId: 'adminPromotionPreview',
      summary: 'What members would see for unsaved input (sanitised content), without saving',
      tags,
      body: adminPromotionPreviewRequestSchema,
      response: { 200: adminPromotionPreviewResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request, 'readPromotions');
      return editor.preview(request.body.promotion, request.body.language);
    },
  });

  routes.post(adminApiRoutes.adminPromotionImageUpload.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionImageUpload',
      summary: 'Upload one png/jpg promotion image (field "proof", at most 5 MB); answers its url (audited)',
      tags,
      consumes: ['multipart/form-data'],
      response: { 200: adminPromotionImageResponseSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request, 'writePromotions');
      const upload = await readProofUpload(request, { required: true });
      if (upload.images.length !== 1) throw new AppError('too_many_images', 'Upload one image at a time.');
      return editor.uploadImage(actor, upload.images[0] as (typeof upload.images)[number]);
    },
  });

  routes.get(adminApiRoutes.adminPromotionApplications.path, {
    schema: {
      operationId: 'adminPromotionApplications',
      summary: 'The application queue (pending oldest first) with comments and image ids',
      tags,
      querystring: adminPromotionApplicationQuerySchema,
      response: { 200: adminPromotionApplicationListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return promotions.staffApplications(request.query);
    },
  });

  routes.get(adminApiRoutes.adminPromotionApplicationImage.path, {
    schema: {
      operationId: 'adminPromotionApplicationImage',
      summary: "One of an application's images",
      tags,
      params: applicationImageParamsSchema,
    },
    handler: async (request, reply) => {
      await actorOf(request, 'readPromotions');
      const image = await promotions.applicationImage(request.params.id, request.params.imageId);
      return sendPublicImage(reply, image, 'private');
    },
  });

  routes.post(adminApiRoutes.adminPromotionApplicationApprove.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionApplicationApprove',
      summary:
        'Approve: the reward by the rule (or an amount within its cap) is granted to the reward centre (audited)',
      tags,
      params: adminApplicationIdParamsSchema,
      body: adminPromotionApplicationApproveSchema,
      response: { 200: adminPromotionApplicationSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request, 'decidePromotionApplications');
      const amount = request.body.amountMinor;
      return promotions.approve(actor, request.params.id, amount === undefined ? undefined : BigInt(amount));
    },
  });

  routes.post(adminApiRoutes.adminPromotionApplicationReject.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminPromotionApplicationReject',
      summary: 'Reject an application with a reason the member sees (audited)',
      tags,
      params: adminApplicationIdParamsSchema,
      body: adminPromotionApplicationRejectSchema,
      response: { 200: adminPromotionApplicationSchema },
    },
    handler: async (request) =>
      promotions.reject(
        await actorOf(request, 'decidePromotionApplications'),
        request.params.id,
        request.body.reason,
      ),
  });
}
