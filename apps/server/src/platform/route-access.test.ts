import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling } from './errors.js';
import { type AccessDeclaration, type Authenticators, registerRouteAccess } from './route-access.js';

function recordingAuthenticators(calls: string[]): Authenticators {
  const record = (level: string) => async (request: FastifyRequest, declaration: AccessDeclaration) => {
    calls.push(`${level}:${declaration.staffPermission ?? '-'}`);
    if (!request.headers.authorization) throw new AppError('unauthorized');
  };
  return {
    guestOrMember: record('guestOrMember'),
    guestMemberOrTrial: record('guestMemberOrTrial'),
    member: record('member'),
    memberOrTrial: record('memberOrTrial'),
    memberRestricted: record('memberRestricted'),
    memberRestrictedOrTrial: record('memberRestrictedOrTrial'),
    agent: record('agent'),
    staff: record('staff'),
  };
}

describe('route access', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('refuses a route that borrows an operationId of another method or path', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    expect(() =>
      app.get('/api/wallet/other', { schema: { operationId: 'balance' } }, async () => ({})),
    ).toThrow(/uses operationId balance/);
    await app.close();
  });

  it('authenticates per the table before the body is parsed, with the staff permission declared there', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const calls: string[] = [];
    registerRouteAccess(app).authenticateWith(recordingAuthenticators(calls));
    let parsed = 0;
    app.addContentTypeParser('application/json', (_request, _body, done) => {
      parsed += 1;
      done(null, {});
    });
    app.post('/api/withdrawals', { schema: { operationId: 'withdrawCreate' } }, async () => ({ ok: true }));
    app.put(
      '/api/admin/withdrawal-settings',
      { schema: { operationId: 'adminWithdrawalSettingsUpdate' } },
      async () => ({ ok: true }),
    );
    app.get('/api/system/permission', { schema: { operationId: 'permission' } }, async () => ({ ok: true }));
    const guest = await app.inject({ method: 'POST', url: '/api/withdrawals', payload: { amount: 1 } });
    expect(guest.statusCode).toBe(401);
    expect(parsed).toBe(0);
    const staff = await app.inject({
      method: 'PUT',
      url: '/api/admin/withdrawal-settings',
      headers: { authorization: 'Bearer x' },
      payload: {},
    });
    expect(staff.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/system/permission' })).statusCode).toBe(200);
    // withdrawCreate is open to restricted sessions too (issue 20).
    expect(calls).toEqual(['memberRestricted:-', 'staff:configureWithdrawals']);
    await app.close();
  });

  it('does not start without the authenticators', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    app.get('/api/wallet/balance', { schema: { operationId: 'balance' } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(/no authenticators/);
  });
});
