import {
  type AgentContractKind,
  agentContractDetailSchema,
  agentContractListQuerySchema,
  agentContractListResponseSchema,
  consolidatedResponseSchema,
  contractIdParamsSchema,
  contractOfferRequestSchema,
  contractRespondRequestSchema,
  contractTerminateRequestSchema,
  contractTerminationPreviewSchema,
  holderContractResponseSchema,
  settlementWindowListResponseSchema,
  settlementWindowQuerySchema,
} from '@gaming/contracts/agent-contracts';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MemberGuard } from '../auth/member-guard.js';
import type { AgentContractsService } from './agent-contracts-service.js';

const tags = ['Agent contracts'];
// Offers, answers and terminations are typed by people: bounded so a stuck script cannot churn contracts.
const writeRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The four spec calls (spec §7): the caller's own contract of a kind. */
const holderCalls: readonly {
  operationId: 'dividendProcess' | 'dailySalaryContract' | 'hourlySalaryContract' | 'realtimeSalaryContract';
  kind: AgentContractKind;
  summary: string;
}[] = [
  {
    operationId: 'dividendProcess',
    kind: 'dividend',
    summary: 'The caller’s dividend contract (offer, active, past)',
  },
  {
    operationId: 'dailySalaryContract',
    kind: 'daily',
    summary: 'The caller’s daily salary contract (offer, active, past)',
  },
  {
    operationId: 'hourlySalaryContract',
    kind: 'hourly',
    summary: 'The caller’s hourly salary contract (offer, active, past)',
  },
  {
    operationId: 'realtimeSalaryContract',
    kind: 'realtime',
    summary: 'The caller’s real-time salary contract (offer, active, past)',
  },
];

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function registerAgentContractRoutes(
  app: FastifyInstance,
  services: { contracts: AgentContractsService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { contracts, guard } = services;

  routes.get(apiRoutes.consolidated.path, {
    schema: {
      operationId: 'consolidated',
      summary: 'Consolidated contract flags: the contract offers waiting for the caller’s answer (spec §3)',
      tags,
      response: { 200: consolidatedResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return contracts.consolidated((await guard.require(request)).member);
    },
  });

  for (const call of holderCalls)
    routes.get(apiRoutes[call.operationId].path, {
      schema: {
        operationId: call.operationId,
        summary: call.summary,
        tags,
        response: { 200: holderContractResponseSchema },
      },
      handler: async (request, reply) => {
        noStore(reply);
        return contracts.holderView((await guard.require(request)).member, call.kind);
      },
    });

  routes.post(apiRoutes.contractRespond.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'contractRespond',
      summary: 'The holder accepts or rejects a contract offered to them (the contract modal)',
      tags,
      params: contractIdParamsSchema,
      body: contractRespondRequestSchema,
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request) =>
      contracts.respond(
        (await guard.require(request)).member,
        request.params.id,
        request.body.decision,
        request.body.reason,
      ),
  });

  routes.get(apiRoutes.agentContractList.path, {
    schema: {
      operationId: 'agentContractList',
      summary: 'The contracts the agent gave its direct downline',
      tags,
      querystring: agentContractListQuerySchema,
      response: { 200: agentContractListResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return contracts.listGiven((await guard.require(request)).member, request.query);
    },
  });

  routes.post(apiRoutes.agentContractOffer.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'agentContractOffer',
      summary:
        'Offer a contract to a direct downline (terms within the agent’s own); 409 contract_conflict lists the downline contracts it would end until confirm=true',
      tags,
      body: contractOfferRequestSchema,
      // The 409 is documented as the one error shape (openapi.int.test.ts); contract_conflict's reply also
      // carries wouldTerminate (ContractConflictError.replyFields), unfiltered since no 409 schema strips it.
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return contracts.offer({ type: 'member', member }, request.body);
    },
  });

  routes.get(apiRoutes.agentContractDetail.path, {
    schema: {
      operationId: 'agentContractDetail',
      summary: 'A contract the agent gave or holds, with its history and latest windows',
      tags,
      params: contractIdParamsSchema,
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      return contracts.detail((await guard.require(request)).member, request.params.id);
    },
  });

  routes.post(apiRoutes.agentContractTerminate.path, {
    config: writeRateLimit,
    schema: {
      operationId: 'agentContractTerminate',
      summary: 'End a contract the agent gave (an offer or an active contract), with a reason',
      tags,
      params: contractIdParamsSchema,
      body: contractTerminateRequestSchema,
      response: { 200: agentContractDetailSchema },
    },
    handler: async (request) => {
      const { member } = await guard.require(request);
      return contracts.terminate({ type: 'member', member }, request.params.id, request.body.reason);
    },
  });

  routes.get(apiRoutes.agentContractTerminationPreview.path, {
    schema: {
      operationId: 'agentContractTerminationPreview',
      summary: 'How many live contracts further down the team terminating this contract would also end',
      tags,
      params: contractIdParamsSchema,
      response: { 200: contractTerminationPreviewSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { member } = await guard.require(request);
      return contracts.terminationPreview({ type: 'member', member }, request.params.id);
    },
  });

  routes.get(apiRoutes.agentContractPayments.path, {
    schema: {
      operationId: 'agentContractPayments',
      summary: 'Windows of the contracts the agent gave: what it paid and what waits for its funds',
      tags,
      querystring: settlementWindowQuerySchema,
      response: { 200: settlementWindowListResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { member } = await guard.require(request);
      return contracts.listWindows(
        { ...windowFilter(request.query), payerMemberId: member.id },
        request.query,
      );
    },
  });

  routes.get(apiRoutes.agentIncome.path, {
    schema: {
      operationId: 'agentIncome',
      summary: 'My income: the caller’s settled contract windows, paid and pending, with totals',
      tags,
      querystring: settlementWindowQuerySchema,
      response: { 200: settlementWindowListResponseSchema },
    },
    handler: async (request, reply) => {
      noStore(reply);
      const { member } = await guard.require(request);
      return contracts.listWindows(
        { ...windowFilter(request.query), holderMemberId: member.id },
        request.query,
      );
    },
  });
}

export function windowFilter(query: {
  kind?: AgentContractKind | undefined;
  status?: 'computed' | 'paid' | 'pending_funds' | undefined;
  from?: string | undefined;
  to?: string | undefined;
}) {
  return {
    kind: query.kind,
    status: query.status,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}
