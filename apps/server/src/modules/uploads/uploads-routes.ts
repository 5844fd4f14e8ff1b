import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { UploadsService } from './uploads-service.js';

const paramsSchema = z.object({ id: z.string().max(64) });

function sendImage(reply: FastifyReply, image: Awaited<ReturnType<UploadsService['read']>>) {
  return reply
    .header('cache-control', 'private, max-age=3600')
    .header('etag', `"${image.sha256}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .type(image.contentType)
    .send(image.bytes);
}

export function registerUploadRoutes(
  app: FastifyInstance,
  services: {
    uploads: UploadsService;
    guard: MemberGuard;
    authorizeStaff: (request: Parameters<MemberGuard['require']>[0]) => Promise<unknown>;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(apiRoutes.proofImage.path, {
    schema: {
      operationId: 'proofImage',
      summary: "One of the member's own proof images",
      tags: ['Cashier'],
      params: paramsSchema,
    },
    handler: async (request, reply) => {
      const { member } = await services.guard.require(request);
      return sendImage(reply, await services.uploads.read(request.params.id, member.id));
    },
  });
  routes.get(adminApiRoutes.adminProofImage.path, {
    schema: {
      operationId: 'adminProofImage',
      summary: 'A proof image, for staff',
      tags: ['Back office'],
      params: paramsSchema,
    },
    handler: async (request, reply) => {
      await services.authorizeStaff(request);
      return sendImage(reply, await services.uploads.read(request.params.id, undefined));
    },
  });
}
