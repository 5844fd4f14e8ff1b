import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  adminAgentContractListQuerySchema,
  adminSettlementRetryRequestSchema,
  adminSettlementRetryResponseSchema,
  adminSettlementRunListResponseSchema,
  adminSettlementRunQuerySchema,
  adminSettlementWindowQuerySchema,
  agentContractDetailSchema,
  agentContractListResponseSchema,
  contractIdParamsSchema,
  contractOfferRequestSchema,
  contractTerminateRequestSchema,
  contractTerminationPreviewSchema,
  settlementWindowListResponseSchema,
} from '@gaming/contracts/agent-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, clientOf } from '../../platform/request-client.js';
import { type StaffService, staffActor } from '../staff/staff-service.js';
import type { AgentContractsService } from './agent-contracts-service.js';
import type { ContractSettlement } from './contract-settlement.js';

const tags = ['Back office: agent contracts'];
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
// A retry pays whatever waits for funds: a heavy run, so a few a minute at most.
const retryRateLimit = { rateLimit: { max: 6, timeWindow: '1 minute' } };

export function registerAgentContractAdminRoutes(
  app: FastifyInstance,
  services: { staff: StaffService; contracts: AgentContractsService; settlement: ContractSettlement },
): void {
  const { staff, contracts, settlement } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(adminApiRoutes.adminAgentContractList.path, {
    schema: {
      operationId: 'adminAgentContractList',
      summary: 'Contracts of any agent (filter by member, kind, status, house or agent offers)',
      tags,
      querystring: adminAgentContractListQuerySchema,
      response: { 200: agentContractListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgentContracts');
      reply.header('cache-control', 'no-store');
      const query = request.query;
      return contracts.listForStaff(
        {
          kind: query.kind,
          status: query.status,
          involvingMemberId: query.memberId,
          offeredBy: query.offeredBy,
        },
        query,
      );
    },
  });

  routes.get(adminApiRoutes.adminAgentContractDetail.path, {
    schema: {
      operationId: 'adminAgentContractDetail',
      summary: 'A contract with its history and latest windows',
      tags,
      params: contractIdParamsSchema,
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgentContracts');
      reply.header('cache-control', 'no-store');
      return contracts.adminDetail(request.params.id);
    },
  });

  routes.post(adminApiRoutes.adminAgentContractOffer.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminAgentContractOffer',
      summary:
        'The house offers a contract to an agent at the top of a chain (within the agentContracts bounds; audited)',
      tags,
      body: contractOfferRequestSchema,
      // The 409 is documented as the one error shape (openapi.int.test.ts); contract_conflict's reply also
      // carries wouldTerminate (ContractConflictError.replyFields), unfiltered since no 409 schema strips it.
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgentContracts');
      const actor = {
        type: 'staff' as const,
        staffId: context.staff.id,
        name: context.staff.username,
        audit: staffActor(context.staff, clientOf(request)),
      };
      return contracts.offer(actor, request.body);
    },
  });

  routes.post(adminApiRoutes.adminAgentContractTerminate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'adminAgentContractTerminate',
      summary:
        'End any contract with a reason (its holder’s downline contracts of the kind end with it; audited)',
      tags,
      params: contractIdParamsSchema,
      body: contractTerminateRequestSchema,
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgentContracts');
      const actor = {
        type: 'staff' as const,
        staffId: context.staff.id,
        name: context.staff.username,
        audit: staffActor(context.staff, clientOf(request)),
      };
      return contracts.terminate(actor, request.params.id, request.body.reason);
    },
  });

  routes.get(adminApiRoutes.adminAgentContractTerminationPreview.path, {
    schema: {
      operationId: 'adminAgentContractTerminationPreview',
      summary: 'How many live contracts further down the team terminating this contract would also end',
      tags,
      params: contractIdParamsSchema,
      response: { 200: contractTerminationPreviewSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgentContracts');
      const actor = {
        type: 'staff' as const,
        staffId: context.staff.id,
        name: context.staff.username,
        audit: staffActor(context.staff, clientOf(request)),
      };
      return contracts.terminationPreview(actor, request.params.id);
    },
  });

  routes.get(adminApiRoutes.adminSettlementRunList.path, {
    schema: {
      operationId: 'adminSettlementRunList',
      summary: 'Settlement runs per kind and window: contracts, paid, pending funds, house total',
      tags,
      querystring: adminSettlementRunQuerySchema,
      response: { 200: adminSettlementRunListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgentContracts');
      reply.header('cache-control', 'no-store');
      const { kind, from, to } = request.query;
      return contracts.runs(
        { kind, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined },
        request.query,
      );
    },
  });

  routes.get(adminApiRoutes.adminSettlementWindowList.path, {
    schema: {
      operationId: 'adminSettlementWindowList',
      summary: 'The windows of one run (kind and window start), e.g. its pending payments, with totals',
      tags,
      querystring: adminSettlementWindowQuerySchema,
      response: { 200: settlementWindowListResponseSchema },
    },
    handler: async (request, reply) => {
      await staff.authorize(bearerToken(request), 'readAgentContracts');
      reply.header('cache-control', 'no-store');
      const { kind, windowStart, status } = request.query;
      return contracts.listWindows({ kind, status, windowStart: new Date(windowStart) }, request.query);
    },
  });

  routes.post(adminApiRoutes.adminSettlementRetry.path, {
    config: retryRateLimit,
    schema: {
      operationId: 'adminSettlementRetry',
      summary: 'Try the unpaid windows (pending funds, or left by a run that stopped) now; audited',
      tags,
      body: adminSettlementRetryRequestSchema,
      response: { 200: adminSettlementRetryResponseSchema },
    },
    handler: async (request) => {
      const context = await staff.authorize(bearerToken(request), 'writeAgentContracts');
      const result = await settlement.payUnpaid(request.body.kind);
      await services.contracts.recordRetry(
        staffActor(context.staff, clientOf(request)),
        request.body.kind,
        result,
      );
      return {
        attempted: result.paid + result.pendingFunds,
        paid: result.paid,
        stillPending: result.pendingFunds,
      };
    },
  });
}
