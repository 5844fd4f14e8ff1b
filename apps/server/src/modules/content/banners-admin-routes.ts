import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminBannerCreateRequestSchema,
  adminBannerListQuerySchema,
  adminBannerListResponseSchema,
  adminBannerParamsSchema,
  adminBannerReorderRequestSchema,
  adminBannerSchema,
  adminBannerUpdateRequestSchema,
} from '@gaming/contracts/banners';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { AuditService } from '../audit/audit-service.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import { BannersAdminRepository } from './banners-admin-repository.js';
import { type BannerActor, BannersAdminService } from './banners-admin-service.js';
import type { ContentImagesService } from './content-images-service.js';

const adminTags = ['Back office: content'];

/** The banner editor (manageContent): list, create, change, delete, reorder; images via adminContentImageUpload. */
export function registerBannersAdmin(
  app: FastifyInstance,
  options: { db: Kysely<Database>; staff: StaffService; audit: AuditService; images: ContentImagesService },
): BannersAdminService {
  const banners = new BannersAdminService(
    new BannersAdminRepository(options.db),
    options.images,
    options.audit,
  );
  const actorOf = (request: FastifyRequest): Promise<BannerActor> =>
    staffActorWithIdOf(options.staff, request, 'manageContent');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminBannerList.path, {
    schema: {
      operationId: 'adminBannerList',
      summary: 'Banners of every group (or one), in their order, with whether each shows now',
      tags: adminTags,
      querystring: adminBannerListQuerySchema,
      response: { 200: adminBannerListResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return banners.list(request.query.group);
    },
  });
  routes.post(adminApiRoutes.adminBannerCreate.path, {
    schema: {
      operationId: 'adminBannerCreate',
      summary:
        'Add a banner at the end of its group (route links start with /, external links are https; audited)',
      tags: adminTags,
      body: adminBannerCreateRequestSchema,
      response: { 200: adminBannerSchema },
    },
    handler: async (request) => banners.create(await actorOf(request), request.body),
  });
  routes.post(adminApiRoutes.adminBannerReorder.path, {
    schema: {
      operationId: 'adminBannerReorder',
      summary: "Set a group's order: every banner of the group, each once (audited)",
      tags: adminTags,
      body: adminBannerReorderRequestSchema,
      response: { 200: adminBannerListResponseSchema },
    },
    handler: async (request) => banners.reorder(await actorOf(request), request.body),
  });
  routes.patch(adminApiRoutes.adminBannerUpdate.path, {
    schema: {
      operationId: 'adminBannerUpdate',
      summary: 'Change a banner: image, group, titles, link, enabled, schedule (audited)',
      tags: adminTags,
      params: adminBannerParamsSchema,
      body: adminBannerUpdateRequestSchema,
      response: { 200: adminBannerSchema },
    },
    handler: async (request) => banners.update(await actorOf(request), request.params.id, request.body),
  });
  routes.delete(adminApiRoutes.adminBannerDelete.path, {
    schema: {
      operationId: 'adminBannerDelete',
      summary: 'Delete a banner (the audit log keeps it)',
      tags: adminTags,
      params: adminBannerParamsSchema,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    },
    handler: async (request) => {
      await banners.remove(await actorOf(request), request.params.id);
      return { deleted: true as const };
    },
  });
  return banners;
}
