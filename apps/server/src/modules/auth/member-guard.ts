import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { bearerToken } from '../../platform/request-client.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import type { SessionService } from './session-service.js';

/**
 * scope `restricted` (issue 20): a self-excluded, on-break or closed member with money or an open withdrawal
 * signed in only to withdraw; `playEndsAt`: the session time limit's end (null: none).
 */
export type MemberContext = {
  member: MemberRow;
  sessionId: string;
  token: string;
  scope: 'full' | 'restricted';
  playEndsAt: Date | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    memberContext: MemberContext | null;
  }
}

export type MemberGuardOptions = {
  allowTrial?: boolean;
  /** Only the operations declared memberRestricted(OrTrial): a restricted session gets account_restricted elsewhere. */
  allowRestricted?: boolean;
};

export type MemberGuard = {
  /** Resolves the session or answers 401; trial accounts get `in_need_true_account` unless allowed. */
  require: (request: FastifyRequest, options?: MemberGuardOptions) => Promise<MemberContext>;
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
    const playEndsAt = session.playEndsAt ? new Date(session.playEndsAt) : null;
    // The session time limit (issue 20): the session ends when it is reached; read from the row already read.
    // A play end at the session's very start marks a mandatory limit not set yet: the session stays (to set
    // it) while play is refused by the playable-session statement.
    const limitRanOut =
      playEndsAt !== null &&
      playEndsAt.getTime() > new Date(session.createdAt).getTime() &&
      playEndsAt.getTime() <= Date.now();
    if (limitRanOut) {
      await sessions.revoke(token as string);
      throw new AppError('session_time_limit_reached');
    }
    request.memberContext = {
      member,
      sessionId: session.sessionId,
      token: token as string,
      scope: session.scope === 'restricted' ? 'restricted' : 'full',
      playEndsAt,
    };
    return request.memberContext;
  };
  // Requests whose route's declared access (memberRestricted*) admitted a restricted session: the handler's
  // own later require() (written before issue 20, without options) must not refuse what the route allows.
  const restrictedAdmitted = new WeakSet<FastifyRequest>();
  return {
    require: async (request, options = {}) => {
      // The session is resolved once per request (the route's access hook, then the handler), but the
      // trial check is each caller's own: a context cached by a trial-allowing caller must not pass it.
      const context = request.memberContext ?? (await resolve(request));
      if (context.member.type === 4 && !options.allowTrial) throw new AppError('in_need_true_account');
      if (context.scope === 'restricted') {
        if (options.allowRestricted) restrictedAdmitted.add(request);
        else if (!restrictedAdmitted.has(request)) throw new AppError('account_restricted');
      }
      return context;
    },
  };
}
