import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  rgLimitChangeResponseSchema,
  rgLimitParamsSchema,
  rgLimitResponseSchema,
  rgLimitSetRequestSchema,
  rgRealityCheckSetRequestSchema,
  rgSessionResponseSchema,
} from '@gaming/contracts/rg-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { MemberGuard } from '../auth/member-guard.js';
import type { LimitActor, LimitsService } from './limits-service.js';

const tags = ['Responsible gaming'];

/** The member's limits, reality check and session clock (issue 20); the rules live in LimitsService. */
export function registerLimitsRoutes(
  app: FastifyInstance,
  { limits, guard }: { limits: LimitsService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = async (request: FastifyRequest) => {
    const { member, sessionId } = await guard.require(request);
    const actor: LimitActor = {
      type: 'member',
      id: member.id,
      name: member.username,
      ip: clientOf(request).ip,
    };
    return { memberId: member.id, sessionId, actor };
  };

  routes.put(apiRoutes.rgLimitSet.path, {
    schema: {
      operationId: 'rgLimitSet',
      summary:
        'Set a limit: a new or lower one applies at once, a higher one or a removal after a cooling-off',
      tags,
      params: rgLimitParamsSchema,
      body: rgLimitSetRequestSchema,
      response: { 200: rgLimitChangeResponseSchema },
    },
    handler: async (request) => {
      const { memberId, actor } = await contextOf(request);
      const { kind, period } = request.params;
      const value = request.body.value === null ? null : BigInt(request.body.value);
      return limits.set(actor, memberId, kind, period, value);
    },
  });

  routes.post(apiRoutes.rgLimitConfirm.path, {
    schema: {
      operationId: 'rgLimitConfirm',
      summary: 'Confirm a waiting increase or removal once its cooling-off is over',
      tags,
      params: rgLimitParamsSchema,
      response: { 200: rgLimitResponseSchema },
    },
    handler: async (request) => {
      const { memberId, actor } = await contextOf(request);
      return limits.confirm(actor, memberId, request.params.kind, request.params.period);
    },
  });

  routes.delete(apiRoutes.rgLimitCancel.path, {
    schema: {
      operationId: 'rgLimitCancel',
      summary: 'Drop a waiting increase or removal; the active limit stays',
      tags,
      params: rgLimitParamsSchema,
      response: { 200: rgLimitResponseSchema },
    },
    handler: async (request) => {
      const { memberId, actor } = await contextOf(request);
      return limits.cancel(actor, memberId, request.params.kind, request.params.period);
    },
  });

  routes.get(apiRoutes.rgSession.path, {
    schema: {
      operationId: 'rgSession',
      summary: 'The session clock: time since login, net result, next reality check, session-time end',
      tags,
      response: { 200: rgSessionResponseSchema },
    },
    handler: async (request, reply) => {
      const { memberId, sessionId } = await contextOf(request);
      reply.header('cache-control', 'no-store');
      return limits.sessionClock(memberId, sessionId);
    },
  });

  routes.put(apiRoutes.rgRealityCheckSet.path, {
    schema: {
      operationId: 'rgRealityCheckSet',
      summary: 'Choose the reality-check interval (one the profile offers; off unless mandatory)',
      tags,
      body: rgRealityCheckSetRequestSchema,
      response: { 200: rgSessionResponseSchema },
    },
    handler: async (request) => {
      const { memberId, sessionId, actor } = await contextOf(request);
      await limits.setRealityCheck(actor, memberId, sessionId, request.body.intervalMinutes);
      return limits.sessionClock(memberId, sessionId);
    },
  });

  routes.post(apiRoutes.rgRealityCheckAck.path, {
    schema: {
      operationId: 'rgRealityCheckAck',
      summary: 'Acknowledge the due reality check; play goes on until the next one',
      tags,
      response: { 200: rgSessionResponseSchema },
    },
    handler: async (request) => {
      const { memberId, sessionId } = await contextOf(request);
      await limits.acknowledgeRealityCheck(memberId, sessionId);
      return limits.sessionClock(memberId, sessionId);
    },
  });
}
