import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  depositChannelsResponseSchema,
  depositGatewayCreateRequestSchema,
  depositGatewayCreateResponseSchema,
  depositIdParamsSchema,
  depositListQuerySchema,
  depositListResponseSchema,
  depositSchema,
  paymentNotifyParamsSchema,
  paymentNotifyResponseSchema,
} from '@gaming/contracts/deposits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { readProofUpload } from '../uploads/proof-upload.js';
import type { DepositsService } from './deposits-service.js';

const tags = ['Cashier'];
const createRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** A notification is small; anything larger is not from a gateway. */
const notificationBodyLimitBytes = 64 * 1024;

export function registerDepositRoutes(
  app: FastifyInstance,
  services: { deposits: DepositsService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deposits, guard } = services;

  routes.get(apiRoutes.depositChannels.path, {
    schema: {
      operationId: 'depositChannels',
      summary: 'Deposit channels open to members, in order, with limits, fees and bank details',
      tags,
      response: { 200: depositChannelsResponseSchema },
    },
    handler: async (request) => {
      await guard.require(request);
      return deposits.channelsForMember();
    },
  });

  routes.post(apiRoutes.depositCreate.path, {
    config: createRateLimit,
    schema: {
      operationId: 'depositCreate',
      summary:
        'Manual bank deposit: multipart form (requestId, channelId, amount, note) with 1 to 3 png/jpg proof images in "proof", at most 5 MB each',
      tags,
      consumes: ['multipart/form-data'],
      response: { 200: depositSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      const upload = await readProofUpload(request, { required: true });
      return deposits.createManual(member, upload, clientOf(request));
    },
  });

  routes.post(apiRoutes.depositGatewayCreate.path, {
    config: createRateLimit,
    schema: {
      operationId: 'depositGatewayCreate',
      summary: 'Gateway deposit: creates the payment and answers with the page where the member pays',
      tags,
      body: depositGatewayCreateRequestSchema,
      response: { 200: depositGatewayCreateResponseSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return deposits.createGateway(member, request.body, clientOf(request));
    },
  });

  routes.get(apiRoutes.depositList.path, {
    schema: {
      operationId: 'depositList',
      summary: "The member's own deposits, newest first, by status and brand-local dates",
      tags,
      querystring: depositListQuerySchema,
      response: { 200: depositListResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deposits.listForMember((await guard.require(request)).member, request.query);
    },
  });

  routes.get(apiRoutes.depositDetail.path, {
    schema: {
      operationId: 'depositDetail',
      summary: "One of the member's own deposits",
      tags,
      params: depositIdParamsSchema,
      response: { 200: depositSchema },
    },
    handler: async (request) =>
      deposits.detailForMember((await guard.require(request)).member, request.params.id),
  });

  // The notification is verified over its exact bytes, so this route keeps the raw body: its own scope
  // replaces the JSON parser with one that hands the bytes through unparsed.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: notificationBodyLimitBytes },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(apiRoutes.paymentNotify.path, {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        operationId: 'paymentNotify',
        summary:
          'Signed asynchronous notification from a payment gateway (HMAC-SHA256 over "timestamp.rawBody" in x-gateway-timestamp / x-gateway-signature)',
        tags: ['Payment gateway'],
        params: paymentNotifyParamsSchema,
        response: { 200: paymentNotifyResponseSchema },
      },
      handler: async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await deposits.handleNotification(request.params.channelId, request.headers, rawBody);
        return { received: true as const };
      },
    });
  });
}
