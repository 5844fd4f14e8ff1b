import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminAnnouncementCreateRequestSchema,
  adminAnnouncementListQuerySchema,
  adminAnnouncementListResponseSchema,
  adminAnnouncementParamsSchema,
  adminAnnouncementSchema,
  adminAnnouncementUpdateRequestSchema,
  announcementsQuerySchema,
  announcementsResponseSchema,
  noticeQuerySchema,
  noticeResponseSchema,
} from '@gaming/contracts/announcements';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { AuditService } from '../audit/audit-service.js';
import { staffActorOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import { AnnouncementsRepository } from './announcements-repository.js';
import { AnnouncementsService } from './announcements-service.js';

const adminTags = ['Back office: content'];

function registerPublicRoutes(app: FastifyInstance, announcements: AnnouncementsService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(apiRoutes.notice.path, {
    schema: {
      operationId: 'notice',
      summary: 'Marquee notices published now, in the language asked for (EN when it has none)',
      tags: ['Home'],
      querystring: noticeQuerySchema,
      response: { 200: noticeResponseSchema },
    },
    handler: async (request) => announcements.notices(request.query.language),
  });
  routes.get(apiRoutes.announcements.path, {
    schema: {
      operationId: 'announcements',
      summary: 'Announcements, notices or popups (of one audience) published now, by type, 9 per page',
      tags: ['Games'],
      querystring: announcementsQuerySchema,
      response: { 200: announcementsResponseSchema },
    },
    handler: async (request) => announcements.announcements(request.query),
  });
}

function registerAdminRoutes(
  app: FastifyInstance,
  staff: StaffService,
  announcements: AnnouncementsService,
): void {
  const actorOf = (request: FastifyRequest) => staffActorOf(staff, request, 'manageContent');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminAnnouncementList.path, {
    schema: {
      operationId: 'adminAnnouncementList',
      summary: 'Announcements, marquee notices and popups by type and language, published or not',
      tags: adminTags,
      querystring: adminAnnouncementListQuerySchema,
      response: { 200: adminAnnouncementListResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return announcements.list(request.query);
    },
  });
  routes.post(adminApiRoutes.adminAnnouncementCreate.path, {
    schema: {
      operationId: 'adminAnnouncementCreate',
      summary: 'Publish an announcement, notice or popup (HTML sanitised; audited)',
      tags: adminTags,
      body: adminAnnouncementCreateRequestSchema,
      response: { 200: adminAnnouncementSchema },
    },
    handler: async (request) => announcements.create(await actorOf(request), request.body),
  });
  routes.patch(adminApiRoutes.adminAnnouncementUpdate.path, {
    schema: {
      operationId: 'adminAnnouncementUpdate',
      summary: 'Change an announcement: text, language, publish window, order, enabled (audited)',
      tags: adminTags,
      params: adminAnnouncementParamsSchema,
      body: adminAnnouncementUpdateRequestSchema,
      response: { 200: adminAnnouncementSchema },
    },
    handler: async (request) => announcements.update(await actorOf(request), request.params.id, request.body),
  });
  routes.delete(adminApiRoutes.adminAnnouncementDelete.path, {
    schema: {
      operationId: 'adminAnnouncementDelete',
      summary: 'Delete an announcement (the audit log keeps its last text)',
      tags: adminTags,
      params: adminAnnouncementParamsSchema,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    },
    handler: async (request) => {
      await announcements.remove(await actorOf(request), request.params.id);
      return { deleted: true as const };
    },
  });
}

/** Composition of announcements and notices: the public reads and the back office's tools. */
export function registerAnnouncements(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    staff: StaffService;
    audit: AuditService;
    /** settings brand.defaultLanguage: what a reader of a language without notices reads first. */
    defaultLanguage: () => string;
  },
): AnnouncementsService {
  const announcements = new AnnouncementsService(
    new AnnouncementsRepository(options.db),
    options.audit,
    undefined,
    options.defaultLanguage,
  );
  registerPublicRoutes(app, announcements);
  registerAdminRoutes(app, options.staff, announcements);
  return announcements;
}
