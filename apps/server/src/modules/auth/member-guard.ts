import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { bearerToken } from '../../platform/request-client.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SessionService } from './session-service.js';

export type MemberContext = { member: MemberRow; sessionId: string; token: string };

declare module 'fastify' {
  interface FastifyRequest {
    memberContext: MemberContext | null;
  }
}

export type MemberGuard = {
  /** Resolves the session or answers 401; trial accounts get `in_need_true_account` unless allowed. */
  require: (request: FastifyRequest, options?: { allowTrial?: boolean }) => Promise<MemberContext>;
};

export function registerMemberGuard(
  app: FastifyInstance,
  sessions: SessionService,
  members: MembersService,
): MemberGuard {
  app.decorateRequest('memberContext', null);
  const resolve = async (request: FastifyRequest): Promise<MemberContext> => {
    const token = bearerToken(request);
    const session = await sessions.resolve(token);
    const member = await members.findById(session.memberId);
    // Locking ends the member's sessions too, but a request that resolved its session just before must not
    // act for a member who is no longer active.
    if (member?.status !== 'active') throw new AppError('unauthorized');
    request.memberContext = { member, sessionId: session.sessionId, token: token as string };
    return request.memberContext;
  };
  return {
    require: async (request, options = {}) => {
      // The session is resolved once per request (the route's access hook, then the handler), but the
      // trial check is each caller's own: a context cached by a trial-allowing caller must not pass it.
      const context = request.memberContext ?? (await resolve(request));
      if (context.member.type === 4 && !options.allowTrial) throw new AppError('in_need_true_account');
      return context;
    },
  };
}
