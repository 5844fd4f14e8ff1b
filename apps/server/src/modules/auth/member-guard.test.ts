import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../platform/errors.js';
import type { MemberRow } from '../members/members-repository.js';
import type { MembersService } from '../members/members-service.js';
import { registerMemberGuard } from './member-guard.js';
import type { SessionService } from './session-service.js';

/** One account behind any token: the guard's own rules are what is tested, not the session store. */
function guardOf(member: { type: number; status: string }, scope: 'full' | 'restricted' = 'full') {
  const app = Fastify();
  registerErrorHandling(app);
  const sessions = {
    resolve: async () => ({ sessionId: 's1', memberId: 'm1', scope, playEndsAt: null }),
  } as unknown as SessionService;
  const row = { id: 'm1', ...member } as unknown as MemberRow;
  const members = { findById: async () => row } as unknown as MembersService;
  return { app, guard: registerMemberGuard(app, sessions, members) };
}

const trialGuard = () => guardOf({ type: 4, status: 'active' });

describe('member guard', () => {
  it('refuses a trial account to a caller that does not allow trials, even after one that did', async () => {
    const { app, guard } = trialGuard();
    app.get('/twice', async (request) => {
      await guard.require(request, { allowTrial: true });
      await guard.require(request);
      return { reached: true };
    });
    const response = await app.inject({
      method: 'GET',
      url: '/twice',
      headers: { authorization: `Bearer ${'a'.repeat(32)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('in_need_true_account');
    await app.close();
  });

  it('refuses a member who is locked or disabled, even with a session still standing', async () => {
    for (const status of ['locked', 'disabled']) {
      const { app, guard } = guardOf({ type: 0, status });
      app.get('/me', async (request) => {
        await guard.require(request);
        return { reached: true };
      });
      const response = await app.inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${'a'.repeat(32)}` },
      });
      expect(response.statusCode, status).toBe(401);
      await app.close();
    }
  });

  it('refuses a restricted session unless the route admits it; the admitted request keeps it for the handler', async () => {
    const { app, guard } = guardOf({ type: 0, status: 'active' }, 'restricted');
    app.get('/play', async (request) => {
      await guard.require(request);
      return { reached: true };
    });
    app.get('/withdraw', async (request) => {
      await guard.require(request, { allowRestricted: true });
      await guard.require(request);
      return { reached: true };
    });
    const headers = { authorization: `Bearer ${'a'.repeat(32)}` };
    const play = await app.inject({ method: 'GET', url: '/play', headers });
    expect(play.statusCode).toBe(403);
    expect(play.json().error.code).toBe('account_restricted');
    const withdraw = await app.inject({ method: 'GET', url: '/withdraw', headers });
    expect(withdraw.statusCode).toBe(200);
    await app.close();
  });

  it('ends a session whose time limit ran out (session_time_limit_reached), but not the mandatory-unset marker', async () => {
    const startedAt = new Date(Date.now() - 60 * 60_000);
    for (const [playEndsAt, expected] of [
      [new Date(Date.now() - 1000), 403],
      [startedAt, 200],
      [new Date(Date.now() + 60_000), 200],
    ] as const) {
      const app = Fastify();
      registerErrorHandling(app);
      const revoked: string[] = [];
      const sessions = {
        resolve: async () => ({
          sessionId: 's1',
          memberId: 'm1',
          scope: 'full',
          playEndsAt,
          createdAt: startedAt,
        }),
        revoke: async (token: string) => {
          revoked.push(token);
        },
      } as unknown as SessionService;
      const members = {
        findById: async () => ({ id: 'm1', type: 0, status: 'active' }),
      } as unknown as MembersService;
      const guard = registerMemberGuard(app, sessions, members);
      app.get('/me', async (request) => {
        await guard.require(request);
        return { reached: true };
      });
      const response = await app.inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${'a'.repeat(32)}` },
      });
      expect(response.statusCode).toBe(expected);
      if (expected === 403) {
        expect(response.json().error.code).toBe('session_time_limit_reached');
        expect(revoked).toHaveLength(1);
      } else expect(revoked).toEqual([]);
      await app.close();
    }
  });
});
