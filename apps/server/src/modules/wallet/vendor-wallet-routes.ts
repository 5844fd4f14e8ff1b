import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  recallAllRequestSchema,
  recallAllResponseSchema,
  vendorTransferRequestSchema,
  vendorTransferResponseSchema,
  vendorWalletsResponseSchema,
} from '@gaming/contracts/vendor-wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { VendorWalletService } from './vendor-wallet-service.js';

const tags = ['Wallet'];
const transferRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerVendorWalletRoutes(
  app: FastifyInstance,
  services: { vendorWallets: VendorWalletService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { vendorWallets, guard } = services;

  routes.get(apiRoutes.vendorWallets.path, {
    schema: {
      operationId: 'vendorWallets',
      summary: 'Main wallet and each vendor wallet of the member (transfer wallet mode)',
      tags,
      response: { 200: vendorWalletsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return vendorWallets.list((await guard.require(request)).member);
    },
  });

  routes.post(apiRoutes.transfer.path, {
    config: transferRateLimit,
    schema: {
      operationId: 'transfer',
      summary:
        'Main wallet <-> a transfer-wallet vendor (idempotent on requestId); 202 while the vendor has not confirmed',
      tags,
      body: vendorTransferRequestSchema,
      response: { 200: vendorTransferResponseSchema, 202: vendorTransferResponseSchema },
    },
    handler: async (request, reply) => {
      const result = await vendorWallets.transfer(
        (await guard.require(request)).member,
        request.body,
        clientOf(request),
      );
      return reply.status(result.status === 'pending' ? 202 : 200).send(result);
    },
  });

  routes.post(apiRoutes.recallAll.path, {
    config: transferRateLimit,
    schema: {
      operationId: 'recallAll',
      summary: 'Move every vendor wallet balance back to the main wallet (idempotent on requestId)',
      tags,
      body: recallAllRequestSchema,
      response: { 200: recallAllResponseSchema },
    },
    handler: async (request) =>
      vendorWallets.recallAll((await guard.require(request)).member, request.body, clientOf(request)),
  });
}
