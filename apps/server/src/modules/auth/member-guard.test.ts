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
});
