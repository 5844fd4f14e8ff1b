import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  adminKycQueueQuerySchema,
  adminKycQueueResponseSchema,
  kycDecisionRequestSchema,
  kycDocumentSchema,
  kycStatusResponseSchema,
} from '@gaming/contracts/kyc';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { StaffService } from '../staff/staff-service.js';
import { readKycUpload } from './document-type.js';
import type { KycService } from './kyc-service.js';

const paramsSchema = z.object({ id: z.uuid() });

/** A restricted session (excluded with money left) may still verify its identity to withdraw. */
const restrictedAllowed = { allowRestricted: true } as Parameters<MemberGuard['require']>[1];

/**
 * A document goes out as an attachment the browser must not sniff or run: the back office shows a PDF in a
 * sandboxed frame of a blob URL, so the file is never rendered in this origin.
 */
function sendDocument(reply: FastifyReply, file: Awaited<ReturnType<KycService['memberFile']>>) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', 'attachment')
    .type(file.content_type)
    .send(file.bytes);
}

export function registerKycRoutes(
  app: FastifyInstance,
  services: { kyc: KycService; guard: MemberGuard; staff: StaffService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { kyc, guard, staff } = services;

  routes.get(apiRoutes.kycStatus.path, {
    schema: {
      operationId: 'kycStatus',
      summary: "The member's identity verification and their latest documents",
      tags: ['Compliance'],
      response: { 200: kycStatusResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request, restrictedAllowed);
      return kyc.status(member.id);
    },
  });

  routes.post(apiRoutes.kycUpload.path, {
    schema: {
      operationId: 'kycUpload',
      summary:
        'Upload one or two identity documents (PNG, JPEG or PDF, read from the bytes; at most 5 MB each)',
      tags: ['Compliance'],
      response: { 200: z.object({ documents: z.array(kycDocumentSchema) }) },
    },
    handler: async (request) => {
      const { member } = await guard.require(request, restrictedAllowed);
      const upload = await readKycUpload(request);
      return { documents: await kyc.upload(member, upload, clientOf(request)) };
    },
  });

  routes.get(apiRoutes.kycDocumentFile.path, {
    schema: {
      operationId: 'kycDocumentFile',
      summary: "One of the member's own documents",
      tags: ['Compliance'],
      params: paramsSchema,
    },
    handler: async (request, reply) => {
      const { member } = await guard.require(request);
      return sendDocument(reply, await kyc.memberFile(member.id, request.params.id));
    },
  });

  routes.get(adminApiRoutes.adminKycQueue.path, {
    schema: {
      operationId: 'adminKycQueue',
      summary: 'Identity documents by status (submitted: the review queue, oldest first)',
      tags: ['Back office'],
      querystring: adminKycQueueQuerySchema,
      response: { 200: adminKycQueueResponseSchema },
    },
    handler: async (request) => {
      await staff.authorize(bearerToken(request), 'readCompliance');
      return kyc.queue(request.query);
    },
  });

  routes.get(adminApiRoutes.adminKycDocumentFile.path, {
    schema: {
      operationId: 'adminKycDocumentFile',
      summary: 'An identity document, for staff',
      tags: ['Back office'],
      params: paramsSchema,
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readCompliance');
      return sendDocument(reply, await kyc.staffFile(request.params.id));
    },
  });

  routes.post(adminApiRoutes.adminKycDecide.path, {
    schema: {
      operationId: 'adminKycDecide',
      summary: 'Verify (birth date and full name) or reject a submitted document',
      tags: ['Back office'],
      params: paramsSchema,
      body: kycDecisionRequestSchema,
      response: { 200: kycDocumentSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'reviewKyc');
      return kyc.decide(context, request.params.id, request.body, clientOf(request));
    },
  });
}
