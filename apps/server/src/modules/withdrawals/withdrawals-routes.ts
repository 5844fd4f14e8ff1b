import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  withdrawalIdParamsSchema,
  withdrawalSchema,
  withdrawConfirmRequestSchema,
  withdrawCreateRequestSchema,
  withdrawListQuerySchema,
  withdrawListResponseSchema,
  withdrawNotReceivedFieldsSchema,
  withdrawSettingsResponseSchema,
} from '@gaming/contracts/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import { readProofUpload } from '../uploads/proof-upload.js';
import type { WithdrawalsService } from './withdrawals-service.js';

const tags = ['Cashier'];
const moneyRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerWithdrawalRoutes(
  app: FastifyInstance,
  services: { withdrawals: WithdrawalsService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { withdrawals, guard } = services;

  routes.get(apiRoutes.withdrawSettings.path, {
    schema: {
      operationId: 'withdrawSettings',
      summary: "Withdrawal limits, today's remaining count and the last receiving account",
      tags,
      response: { 200: withdrawSettingsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withdrawals.settingsFor((await guard.require(request)).member);
    },
  });

  routes.post(apiRoutes.withdrawCreate.path, {
    config: moneyRateLimit,
    schema: {
      operationId: 'withdrawCreate',
      summary: 'Request a withdrawal (payment password); the amount is held until paid or rejected',
      tags,
      body: withdrawCreateRequestSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) =>
      withdrawals.request((await guard.require(request)).member, request.body, clientOf(request)),
  });

  routes.get(apiRoutes.withdrawList.path, {
    schema: {
      operationId: 'withdrawList',
      summary: "The member's own withdrawals, newest first",
      tags,
      querystring: withdrawListQuerySchema,
      response: { 200: withdrawListResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withdrawals.list((await guard.require(request)).member, request.query);
    },
  });

  routes.get(apiRoutes.withdrawDetail.path, {
    schema: {
      operationId: 'withdrawDetail',
      summary: 'One of the member’s own withdrawals',
      tags,
      params: withdrawalIdParamsSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) => withdrawals.detail((await guard.require(request)).member, request.params.id),
  });

  routes.post(apiRoutes.withdrawConfirm.path, {
    config: moneyRateLimit,
    schema: {
      operationId: 'withdrawConfirm',
      summary: 'Confirm a paid withdrawal: received, or partly received with the amount that arrived',
      tags,
      params: withdrawalIdParamsSchema,
      body: withdrawConfirmRequestSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) =>
      withdrawals.confirm(
        (await guard.require(request)).member,
        request.params.id,
        request.body,
        clientOf(request),
      ),
  });

  routes.post(apiRoutes.withdrawNotReceived.path, {
    config: moneyRateLimit,
    schema: {
      operationId: 'withdrawNotReceived',
      summary: 'Report a paid withdrawal as not received: multipart form, 1 to 3 png/jpg images in `proof`',
      tags,
      params: withdrawalIdParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 200: withdrawalSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      // Someone else's withdrawal is "not found" before anything of the upload is looked at.
      await withdrawals.own(member, request.params.id);
      const upload = await readProofUpload(request, { required: true });
      const fields = withdrawNotReceivedFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw new AppError('validation_failed');
      return withdrawals.reportNotReceived(
        member,
        request.params.id,
        { images: upload.images, note: fields.data.note },
        clientOf(request),
      );
    },
  });
}
