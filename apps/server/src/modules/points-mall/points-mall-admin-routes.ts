import { adminApiRoutes, type StaffPermission } from '@gaming/contracts/admin-api-routes';
import {
  adminMallImageResponseSchema,
  adminMallItemCreateSchema,
  adminMallItemInputSchema,
  adminMallItemListQuerySchema,
  adminMallItemListResponseSchema,
  adminMallItemParamsSchema,
  adminMallItemResponseSchema,
  adminMallItemStatusRequestSchema,
  adminMallItemStockRequestSchema,
  adminRedeemDecisionRequestSchema,
  adminRedeemListQuerySchema,
  adminRedeemListResponseSchema,
  adminRedeemRejectRequestSchema,
  adminRedeemResponseSchema,
  pointsMallSettingsSchema,
  redeemIdParamsSchema,
} from '@gaming/contracts/points-mall';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import type { MembersService } from '../members/members-service.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import { readProofUpload } from '../uploads/proof-upload.js';
import type { PointsMallEditor } from './points-mall-editor.js';
import type { PointsMallService } from './points-mall-service.js';
import type { StaffActor } from './points-mall-views.js';

const tags = ['Back office: points mall'];
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * Staff side of the mall (issue 17 B): items (create, edit, publish/hide, stock), images, the redeem queue
 * (approve, reject with a remark) and the conversion settings; every write audited. These work whatever
 * PTSYS3 says, so staff can prepare the mall before opening it.
 */
export function registerPointsMallAdminRoutes(
  app: FastifyInstance,
  services: {
    staff: StaffService;
    mall: PointsMallService;
    editor: PointsMallEditor;
    members: MembersService;
  },
): void {
  const { staff, mall, editor, members } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const actorOf = (request: FastifyRequest, permission: StaffPermission): Promise<StaffActor> =>
    staffActorWithIdOf(staff, request, permission);
  const staffRead = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await actorOf(request, 'readLoyalty');
    reply.header('cache-control', 'no-store');
  };

  routes.get(adminApiRoutes.adminMallItems.path, {
    schema: {
      operationId: 'adminMallItems',
      summary: 'Mall items of every status (status and kind filters)',
      tags,
      querystring: adminMallItemListQuerySchema,
      response: { 200: adminMallItemListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return editor.adminItems(request.query);
    },
  });

  routes.post(adminApiRoutes.adminMallItemCreate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallItemCreate',
      summary: 'Create a mall item as a draft (audited)',
      tags,
      body: adminMallItemCreateSchema,
      response: { 200: adminMallItemResponseSchema },
    },
    handler: async (request) => ({
      item: await editor.createItem(await actorOf(request, 'writeLoyalty'), request.body),
    }),
  });

  routes.put(adminApiRoutes.adminMallItemUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallItemUpdate',
      summary: 'Edit a mall item (redeems already made keep their terms; audited)',
      tags,
      params: adminMallItemParamsSchema,
      body: adminMallItemInputSchema,
      response: { 200: adminMallItemResponseSchema },
    },
    handler: async (request) => ({
      item: await editor.updateItem(await actorOf(request, 'writeLoyalty'), request.params.id, request.body),
    }),
  });

  routes.post(adminApiRoutes.adminMallItemStatus.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallItemStatus',
      summary: 'Publish, hide or return a mall item to draft (audited)',
      tags,
      params: adminMallItemParamsSchema,
      body: adminMallItemStatusRequestSchema,
      response: { 200: adminMallItemResponseSchema },
    },
    handler: async (request) => ({
      item: await editor.setItemStatus(
        await actorOf(request, 'writeLoyalty'),
        request.params.id,
        request.body.status,
      ),
    }),
  });

  routes.post(adminApiRoutes.adminMallItemStock.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallItemStock',
      summary: "Set a mall item's stock (null = unlimited) with a reason (audited)",
      tags,
      params: adminMallItemParamsSchema,
      body: adminMallItemStockRequestSchema,
      response: { 200: adminMallItemResponseSchema },
    },
    handler: async (request) => ({
      item: await editor.setItemStock(
        await actorOf(request, 'writeLoyalty'),
        request.params.id,
        request.body.stock,
        request.body.reason,
      ),
    }),
  });

  routes.post(adminApiRoutes.adminMallImageUpload.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallImageUpload',
      summary:
        'Upload one png/jpg item image (field "proof", at most 5 MB); answers its id and url (audited)',
      tags,
      consumes: ['multipart/form-data'],
      response: { 200: adminMallImageResponseSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request, 'writeLoyalty');
      const upload = await readProofUpload(request, { required: true });
      const [image] = upload.images;
      if (!image || upload.images.length !== 1)
        throw new AppError('too_many_images', 'Upload one image at a time.');
      return editor.uploadImage(actor, image);
    },
  });

  routes.get(adminApiRoutes.adminMallRedeems.path, {
    schema: {
      operationId: 'adminMallRedeems',
      summary: 'Redeems and conversions (the goods queue: status in_process, oldest first)',
      tags,
      querystring: adminRedeemListQuerySchema,
      response: { 200: adminRedeemListResponseSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return mall.adminRedeems(request.query, members);
    },
  });

  routes.post(adminApiRoutes.adminMallRedeemApprove.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallRedeemApprove',
      summary: 'Approve goods in process (audited, optional remark)',
      tags,
      params: redeemIdParamsSchema,
      body: adminRedeemDecisionRequestSchema,
      response: { 200: adminRedeemResponseSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request, 'decideRedeems');
      const row = await mall.approve(actor, request.params.id, request.body.remark || null);
      const accounts = await members.accountsOf([row.member_id]);
      return { redeem: mall.adminRedeemOf(row, accounts.get(row.member_id) ?? '') };
    },
  });

  routes.post(adminApiRoutes.adminMallRedeemReject.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallRedeemReject',
      summary: 'Reject goods in process with a remark: points and stock go back (audited)',
      tags,
      params: redeemIdParamsSchema,
      body: adminRedeemRejectRequestSchema,
      response: { 200: adminRedeemResponseSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request, 'decideRedeems');
      const row = await mall.reject(actor, request.params.id, request.body.remark);
      const accounts = await members.accountsOf([row.member_id]);
      return { redeem: mall.adminRedeemOf(row, accounts.get(row.member_id) ?? '') };
    },
  });

  routes.get(adminApiRoutes.adminMallSettings.path, {
    schema: {
      operationId: 'adminMallSettings',
      summary: 'The conversion settings (on/off, points per unit, units, minimum)',
      tags,
      response: { 200: pointsMallSettingsSchema },
    },
    handler: async (request, reply) => {
      await staffRead(request, reply);
      return editor.settingsValue();
    },
  });

  routes.put(adminApiRoutes.adminMallSettingsUpdate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminMallSettingsUpdate',
      summary: 'Set the conversion settings (audited; conversions already made keep their terms)',
      tags,
      body: pointsMallSettingsSchema,
      response: { 200: pointsMallSettingsSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request, 'writeLoyalty');
      return editor.updateSettings(actor.audit, request.body);
    },
  });
}
