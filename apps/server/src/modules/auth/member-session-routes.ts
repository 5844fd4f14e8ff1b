import { apiRoutes } from '@gaming/contracts/api-routes';
import {
  memberSessionListSchema,
  memberSessionParamsSchema,
  memberSessionsEndedSchema,
  memberSessionsEndQuerySchema,
} from '@gaming/contracts/member-sessions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../../platform/request-client.js';
import type { AuthService } from './auth-service.js';
import type { MemberGuard } from './member-guard.js';

const tags = ['Member'];

/** The security centre's open sessions (issue 14 #10): each member sees and ends only their own. */
export function registerMemberSessionRoutes(
  app: FastifyInstance,
  { auth, guard }: { auth: AuthService; guard: MemberGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const contextOf = async (request: FastifyRequest) => {
    const { member, sessionId } = await guard.require(request);
    return { memberId: member.id, username: member.username, sessionId };
  };

  routes.get(apiRoutes.memberSessions.path, {
    schema: {
      operationId: 'memberSessions',
      summary: 'The open sessions of the signed-in member (one per browser), this one marked',
      tags,
      response: { 200: memberSessionListSchema },
    },
    handler: async (request, reply) => {
      const context = await contextOf(request);
      reply.header('cache-control', 'no-store');
      return auth.openSessions(context.memberId, context.sessionId);
    },
  });

  routes.delete(apiRoutes.memberSessionEnd.path, {
    schema: {
      operationId: 'memberSessionEnd',
      summary: 'End one of the signed-in member’s sessions; another member’s is not found',
      tags,
      params: memberSessionParamsSchema,
      response: { 200: memberSessionsEndedSchema },
    },
    handler: async (request) =>
      auth.endSession(await contextOf(request), request.params.sessionId, clientOf(request)),
  });

  routes.delete(apiRoutes.memberSessionsEnd.path, {
    schema: {
      operationId: 'memberSessionsEnd',
      summary: 'Sign out everywhere: end every session of the member, or every other one',
      tags,
      querystring: memberSessionsEndQuerySchema,
      response: { 200: memberSessionsEndedSchema },
    },
    handler: async (request) =>
      auth.endAllSessions(await contextOf(request), request.query.keepCurrent === 'true', clientOf(request)),
  });
}
