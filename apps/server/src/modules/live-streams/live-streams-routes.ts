import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminLiveStreamCreateRequestSchema,
  adminLiveStreamListResponseSchema,
  adminLiveStreamParamsSchema,
  adminLiveStreamSchema,
  adminLiveStreamUpdateRequestSchema,
  liveModelListQuerySchema,
  liveModelListResponseSchema,
  liveStreamLimits,
  pokerRoomListQuerySchema,
  pokerRoomListResponseSchema,
} from '@gaming/contracts/live-streams';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { CatalogueService } from '../games/catalogue-service.js';
import { staffActorWithIdOf } from '../staff/staff-actor.js';
import type { StaffService } from '../staff/staff-service.js';
import { LiveStreamsRepository } from './live-streams-repository.js';
import { LiveStreamsService, type StreamActor, type StreamCoverImages } from './live-streams-service.js';
import { isSampleFileName, loadSampleStream } from './sample-stream.js';

const publicTags = ['Live streams'];
const adminTags = ['Back office: live streams'];

/**
 * Live streams (issue 19): liveModelList, the shipped sample HLS stream's files, pokerRoomList (the
 * catalogue's PVP games), and the back office's stream sources (manageStreams, audited).
 */
export function registerLiveStreams(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    staff: StaffService;
    audit: AuditService;
    images: StreamCoverImages;
    catalogue: Pick<CatalogueService, 'games'>;
    /** settings brand.defaultLanguage: a stream's title in it is read before EN's. */
    defaultLanguage: () => string;
  },
): LiveStreamsService {
  const streams = new LiveStreamsService(
    new LiveStreamsRepository(options.db),
    options.images,
    options.audit,
    undefined,
    options.defaultLanguage,
  );
  const sample = loadSampleStream();
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(apiRoutes.liveModelList.path, {
    schema: {
      operationId: 'liveModelList',
      summary: 'The live streams showing now (enabled, inside their schedule), in staff order',
      tags: publicTags,
      querystring: liveModelListQuerySchema,
      response: { 200: liveModelListResponseSchema },
    },
    handler: async (request, reply) => {
      // Shared caches may keep the list briefly; a schedule's edge shows within half a minute.
      reply.header('cache-control', 'public, max-age=30');
      return streams.liveModels(request.query.language);
    },
  });

  routes.get(apiRoutes.liveStreamSample.path, {
    schema: {
      operationId: 'liveStreamSample',
      summary: "The sample HLS stream's playlist (sample.m3u8) and segments (.ts), shipped with the server",
      tags: publicTags,
      params: z.object({ fileName: z.string().max(60) }),
    },
    handler: async (request, reply) => {
      const file = isSampleFileName(request.params.fileName)
        ? sample.get(request.params.fileName)
        : undefined;
      if (!file) throw new AppError('not_found');
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', file.cacheControl)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });

  routes.get(apiRoutes.pokerRoomList.path, {
    schema: {
      operationId: 'pokerRoomList',
      summary: "The PVP vendors' rooms: the catalogue's PVP category games (first page)",
      tags: ['Games'],
      querystring: pokerRoomListQuerySchema,
      response: { 200: pokerRoomListResponseSchema },
    },
    handler: async (request) => {
      const page = await options.catalogue.games(
        {
          gameType: 'PVP',
          filter: 'ALL',
          pageNo: 1,
          pageSize: liveStreamLimits.pokerRoomsMaxItems,
          language: request.query.language,
        },
        null,
      );
      return { content: page.content };
    },
  });

  const actorOf = (request: FastifyRequest): Promise<StreamActor> =>
    staffActorWithIdOf(options.staff, request, 'manageStreams');
  routes.get(adminApiRoutes.adminStreamList.path, {
    schema: {
      operationId: 'adminStreamList',
      summary: 'Every stream source in its order, with whether each shows now',
      tags: adminTags,
      response: { 200: adminLiveStreamListResponseSchema },
    },
    handler: async (request) => {
      await actorOf(request);
      return streams.list();
    },
  });
  routes.post(adminApiRoutes.adminStreamCreate.path, {
    schema: {
      operationId: 'adminStreamCreate',
      summary:
        'Add a stream source (https HLS URL or the sample path; titles, category, cover, schedule; audited)',
      tags: adminTags,
      body: adminLiveStreamCreateRequestSchema,
      response: { 200: adminLiveStreamSchema },
    },
    handler: async (request) => streams.create(await actorOf(request), request.body),
  });
  routes.patch(adminApiRoutes.adminStreamUpdate.path, {
    schema: {
      operationId: 'adminStreamUpdate',
      summary: 'Change a stream source (audited)',
      tags: adminTags,
      params: adminLiveStreamParamsSchema,
      body: adminLiveStreamUpdateRequestSchema,
      response: { 200: adminLiveStreamSchema },
    },
    handler: async (request) => streams.update(await actorOf(request), request.params.id, request.body),
  });
  routes.delete(adminApiRoutes.adminStreamDelete.path, {
    schema: {
      operationId: 'adminStreamDelete',
      summary: 'Delete a stream source (the audit log keeps it)',
      tags: adminTags,
      params: adminLiveStreamParamsSchema,
      response: { 200: z.object({ deleted: z.literal(true) }) },
    },
    handler: async (request) => {
      await streams.remove(await actorOf(request), request.params.id);
      return { deleted: true as const };
    },
  });
  return streams;
}
