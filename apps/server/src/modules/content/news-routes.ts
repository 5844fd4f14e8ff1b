import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminNewsCreateRequestSchema,
  adminNewsListQuerySchema,
  adminNewsListResponseSchema,
  adminNewsParamsSchema,
  adminNewsSchema,
  adminNewsUpdateRequestSchema,
  contentImageParamsSchema,
  contentImageSchema,
  newsDetailParamsSchema,
  newsDetailResponseSchema,
  newsListQuerySchema,
  newsListResponseSchema,
} from '@gaming/contracts/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import { readProofUpload } from '../uploads/proof-upload.js';
import { sendPublicImage } from '../uploads/send-image.js';
import { ContentImagesRepository } from './content-images-repository.js';
import { ContentImagesService } from './content-images-service.js';
import { NewsRepository } from './news-repository.js';
import { type NewsActor, NewsService } from './news-service.js';

const tags = ['Content'];
const adminTags = ['Back office: content'];
const uploadRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function registerPublicRoutes(app: FastifyInstance, news: NewsService, images: ContentImagesService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(apiRoutes.newsList.path, {
    schema: {
      operationId: 'newsList',
      summary:
        'Published news in the language asked for (EN when it has none), newest first, at most 20 a page',
      tags,
      querystring: newsListQuerySchema,
      response: { 200: newsListResponseSchema },
    },
    handler: async (request) => news.list(request.query),
  });
  routes.get(apiRoutes.newsDetail.path, {
    schema: {
      operationId: 'newsDetail',
      summary: 'One published article with its sanitised HTML body',
      tags,
      params: newsDetailParamsSchema,
      response: { 200: newsDetailResponseSchema },
    },
    handler: async (request) => news.detail(request.params.newsId),
  });
  routes.get(apiRoutes.contentImage.path, {
    schema: {
      operationId: 'contentImage',
      summary: 'A news cover or banner image (png/jpg)',
      tags,
      params: contentImageParamsSchema,
    },
    handler: async (request, reply) => sendPublicImage(reply, await images.read(request.params.id), 'public'),
  });
}

function registerAdminRoutes(
  app: FastifyInstance,
  staff: StaffService,
  news: NewsService,
  images: ContentImagesService,
): void {
  const actorOf = (request: FastifyRequest): Promise<NewsActor> =>
    staffActorWithIdOf(staff, request, 'manageContent');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(adminApiRoutes.adminNewsList.path, {
    schema: {
      operationId: 'adminNewsList',
      summary: 'News articles, drafts and published, newest first, by language and status',
      tags: adminTags,
      querystring: adminNewsListQuerySchema,
      response: { 200: adminNewsListResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return news.adminList(request.query);
    },
  });
  routes.get(adminApiRoutes.adminNewsDetail.path, {
    schema: {
      operationId: 'adminNewsDetail',
      summary: 'A news article as stored',
      tags: adminTags,
      params: adminNewsParamsSchema,
      response: { 200: adminNewsSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return news.adminDetail(request.params.id);
    },
  });
  routes.post(adminApiRoutes.adminNewsCreate.path, {
    schema: {
      operationId: 'adminNewsCreate',
      summary: 'Write a news article as a draft (HTML sanitised; audited)',
      tags: adminTags,
      body: adminNewsCreateRequestSchema,
      response: { 200: adminNewsSchema },
    },
    handler: async (request) => news.create(await actorOf(request), request.body),
  });
  routes.patch(adminApiRoutes.adminNewsUpdate.path, {
    schema: {
      operationId: 'adminNewsUpdate',
      summary: 'Change an article: language, title, summary, body, cover, time (audited)',
      tags: adminTags,
      params: adminNewsParamsSchema,
      body: adminNewsUpdateRequestSchema,
      response: { 200: adminNewsSchema },
    },
    handler: async (request) => news.update(await actorOf(request), request.params.id, request.body),
  });
  routes.delete(adminApiRoutes.adminNewsDelete.path, {
    schema: {
      operationId: 'adminNewsDelete',
      summary: 'Delete an article (the audit log keeps its title)',
      tags: adminTags,
      params: adminNewsParamsSchema,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    },
    handler: async (request) => {
      await news.remove(await actorOf(request), request.params.id);
      return { deleted: true as const };
    },
  });
  routes.post(adminApiRoutes.adminNewsPublish.path, {
    schema: {
      operationId: 'adminNewsPublish',
      summary: 'Publish an article (from its time, or now when it has none; audited)',
      tags: adminTags,
      params: adminNewsParamsSchema,
      response: { 200: adminNewsSchema },
    },
    handler: async (request) => news.publish(await actorOf(request), request.params.id),
  });
  routes.post(adminApiRoutes.adminNewsUnpublish.path, {
    schema: {
      operationId: 'adminNewsUnpublish',
      summary: 'Take an article back to draft (audited)',
      tags: adminTags,
      params: adminNewsParamsSchema,
      response: { 200: adminNewsSchema },
    },
    handler: async (request) => news.unpublish(await actorOf(request), request.params.id),
  });
  routes.post(adminApiRoutes.adminContentImageUpload.path, {
    config: uploadRateLimit,
    schema: {
      operationId: 'adminContentImageUpload',
      summary:
        'Upload one png/jpg image for a news cover or a banner (field "proof", at most 5 MB); answers its id and url (audited)',
      tags: adminTags,
      consumes: ['multipart/form-data'],
      response: { 200: contentImageSchema },
    },
    handler: async (request) => {
      const actor = await actorOf(request);
      const upload = await readProofUpload(request, { required: true });
      const [image] = upload.images;
      if (!image || upload.images.length !== 1)
        throw new AppError('too_many_images', 'Upload one image at a time.');
      return images.upload(actor, image);
    },
  });
}

/** Composition of news and content images: the public reads and the back office's editor. */
export function registerNews(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    staff: StaffService;
    audit: AuditService;
    /** settings brand.defaultLanguage: what a reader of a language without news reads first. */
    defaultLanguage: () => string;
  },
) {
  const images = new ContentImagesService(new ContentImagesRepository(options.db), options.audit);
  const news = new NewsService(
    new NewsRepository(options.db),
    images,
    options.audit,
    undefined,
    options.defaultLanguage,
  );
  registerPublicRoutes(app, news, images);
  registerAdminRoutes(app, options.staff, news, images);
  return { news, images };
}
