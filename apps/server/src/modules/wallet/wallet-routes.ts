import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  accountRecordsQuerySchema,
  accountRecordsResponseSchema,
  balanceResponseSchema,
  memberTransferRequestSchema,
  memberTransferResponseSchema,
  merchantWalletResponseSchema,
  transferUplineStatusResponseSchema,
} from '@gaming/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { WalletService } from './wallet-service.js';

const tags = ['Wallet'];
const transferRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerWalletRoutes(
  app: FastifyInstance,
  services: { wallet: WalletService; guard: MemberGuard; isSingleWallet: () => Promise<boolean> },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { wallet, guard } = services;

  routes.get(apiRoutes.balance.path, {
    schema: {
      operationId: 'balance',
      summary: 'Balance and currency',
      tags,
      response: { 200: balanceResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return wallet.balance((await guard.require(request)).member);
    },
  });

  routes.get(apiRoutes.merchantWallet.path, {
    schema: {
      operationId: 'merchantWallet',
      summary: 'Single or transfer wallet mode',
      tags,
      response: { 200: merchantWalletResponseSchema },
    },
    handler: async () => ({ isSingle: await services.isSingleWallet() }),
  });

  routes.get(apiRoutes.accountRecords.path, {
    schema: {
      operationId: 'accountRecords',
      summary: 'Account record: every ledger line with type, amount, balance after and time',
      tags,
      querystring: accountRecordsQuerySchema,
      response: { 200: accountRecordsResponseSchema },
    },
    handler: async (request) => wallet.statement((await guard.require(request)).member, request.query),
  });

  routes.get(apiRoutes.transferUplineStatus.path, {
    schema: {
      operationId: 'transferUplineStatus',
      summary: 'Whether the member has an upline to transfer to',
      tags,
      response: { 200: transferUplineStatusResponseSchema },
    },
    handler: async (request) => wallet.transferUplineStatus((await guard.require(request)).member),
  });

  routes.post(apiRoutes.transferUpline.path, {
    config: transferRateLimit,
    schema: {
      operationId: 'transferUpline',
      summary: 'Transfer to the upline (payment password)',
      tags,
      body: memberTransferRequestSchema,
      response: { 200: memberTransferResponseSchema },
    },
    handler: async (request) =>
      wallet.transferToUpline((await guard.require(request)).member, request.body, clientOf(request)),
  });

  routes.post(apiRoutes.transferDownline.path, {
    config: transferRateLimit,
    schema: {
      operationId: 'transferDownline',
      summary: 'Transfer to a direct downline member (payment password)',
      tags,
      body: memberTransferRequestSchema,
      response: { 200: memberTransferResponseSchema },
    },
    handler: async (request) =>
      wallet.transferToDownline((await guard.require(request)).member, request.body, clientOf(request)),
  });
}
