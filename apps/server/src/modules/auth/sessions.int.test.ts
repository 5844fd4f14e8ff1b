import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/security/tokens.js';
import {
  type AccountsHarness,
  auditActions,
  call,
  createMember,
  expectError,
  loginToken,
  memberRow,
  registrationBody,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterAll(async () => {
  await harness.close();
});

function me(token: string | undefined, headers: Record<string, string> = {}) {
  return call(harness.app, 'GET', '/api/members/me', { token, headers });
}

async function sessionRow(token: string) {
  return harness.database.db
    .selectFrom('member_sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

describe('session tokens', () => {
  it('are random, at least 128 bits, and stored only as their SHA-256', async () => {
    const member = await createMember(harness);
    const tokens = [await loginToken(harness, member), await loginToken(harness, member)];
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const row = await sessionRow(token);
      expect(row?.member_id).toBe(member.id);
      expect(row?.token_hash).toHaveLength(32);
    }
    const everything = JSON.stringify(
      await harness.database.db.selectFrom('member_sessions').selectAll().execute(),
      (_key, value) => (value?.type === 'Buffer' ? Buffer.from(value.data).toString('base64url') : value),
    );
    for (const token of tokens) expect(everything).not.toContain(token);
  });

  it('reports the live session on GET /api/session', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const response = await call(harness.app, 'GET', '/api/session', { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.member.id).toBe(member.id);
    expect(new Date(body.session.idleExpiresAt).getTime()).toBeLessThanOrEqual(
      new Date(body.session.expiresAt).getTime(),
    );
    expect(body.session.ip).toBe(member.homeIp);
  });

  it('answers 401 in the error shape without a token, with a malformed one, or an unknown one', async () => {
    expectError(await me(undefined), 401, 'unauthorized');
    expectError(await me(undefined, { authorization: 'Bearer' }), 401, 'unauthorized');
    expectError(await me(undefined, { authorization: 'Basic dXNlcjpwYXNz' }), 401, 'unauthorized');
    expectError(await me(undefined, { authorization: `Bearer ${'a'.repeat(500)}` }), 401, 'unauthorized');
    expectError(
      await me(undefined, { authorization: 'Bearer <script>alert(1)</script>' }),
      401,
      'unauthorized',
    );
    expectError(await me('A'.repeat(43)), 401, 'unauthorized');
  });

  it('logout deletes the session: the token stops working, other sessions stay', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const other = await loginToken(harness, member);
    const response = await call(harness.app, 'DELETE', '/api/session', { token });
    expect(response.statusCode).toBe(200);
    expect(await sessionRow(token)).toBeUndefined();
    expectError(await me(token), 401, 'unauthorized');
    expectError(await call(harness.app, 'DELETE', '/api/session', { token }), 401, 'unauthorized');
    expect((await me(other)).statusCode).toBe(200);
    expect(await auditActions(harness, member.id)).toContain('member.logout');
  });

  it('expires after idle time and at the absolute limit', async () => {
    const member = await createMember(harness);
    const idle = await loginToken(harness, member);
    await harness.database.db
      .updateTable('member_sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(idle))
      .execute();
    expectError(await me(idle), 401, 'unauthorized');

    const absolute = await loginToken(harness, member);
    await harness.database.db
      .updateTable('member_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(absolute))
      .execute();
    expectError(await me(absolute), 401, 'unauthorized');
  });

  it('slides the idle expiry on use, never past the absolute expiry', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const soon = new Date(Date.now() + 60_000);
    await harness.database.db
      .updateTable('member_sessions')
      .set({ idle_expires_at: soon })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await me(token)).statusCode).toBe(200);
    const slid = await sessionRow(token);
    const idleMinutes = harness.settings.get('security').sessionIdleMinutes;
    expect(slid?.idle_expires_at.getTime()).toBeGreaterThan(Date.now() + (idleMinutes - 1) * 60_000);

    const end = new Date(Date.now() + 5 * 60_000);
    await harness.database.db
      .updateTable('member_sessions')
      .set({ expires_at: end, idle_expires_at: soon })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await me(token)).statusCode).toBe(200);
    expect((await sessionRow(token))?.idle_expires_at.getTime()).toBe(end.getTime());
  });

  it("refuses a disabled member's existing session", async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    await harness.database.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', member.id)
      .execute();
    expectError(await me(token), 401, 'unauthorized');
  });
});

describe('changing the password', () => {
  it("ends the member's other sessions but keeps the current one, and touches no one else's", async () => {
    const member = await createMember(harness);
    const neighbour = await createMember(harness);
    const current = await loginToken(harness, member);
    const otherDevice = await loginToken(harness, member);
    const neighbourToken = await loginToken(harness, neighbour);
    const response = await call(harness.app, 'POST', '/api/members/me/password', {
      token: current,
      body: { oldPassword: member.password, newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The site tells the member that the other device was signed out.
    expect(response.json()).toEqual({ message: 'Password changed.', otherSessionsEnded: 1 });
    expect((await me(current)).statusCode).toBe(200);
    expectError(await me(otherDevice), 401, 'unauthorized');
    expect((await me(neighbourToken)).statusCode).toBe(200);
    const row = await memberRow(harness, member.id);
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await auditActions(harness, member.id)).toContain('member.password.change');
  });
});

describe('stored secrets', () => {
  it('hashes every password with argon2id', async () => {
    const response = await call(harness.app, 'PUT', '/api/members', { body: registrationBody() });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await harness.database.db.selectFrom('members').select(['password_hash', 'type']).execute();
    for (const row of rows.filter((each) => each.type !== 4)) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    }
  });
});

describe('audit trail', () => {
  it('records registration, login and password change, with the client IP', async () => {
    const body = registrationBody();
    const ip = '198.51.100.23';
    const registered = (await call(harness.app, 'PUT', '/api/members', { body, ip })).json();
    const id = registered.member.id as string;
    const token = registered.token as string;
    await call(harness.app, 'POST', '/api/members/me/password', {
      token,
      ip,
      body: { oldPassword: body.password, newPassword: 'fresh456', confirmNewPassword: 'fresh456' },
    });
    await call(harness.app, 'POST', '/api/session', {
      ip,
      body: { type: 'username', username: body.username, password: 'fresh456' },
    });
    const rows = await harness.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual([
      'member.register',
      'member.login',
      'member.password.change',
      'member.login',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actor_type: 'member', actor_id: id, ip });
      const text = JSON.stringify(row);
      expect(text).not.toContain(body.password);
      expect(text).not.toContain('fresh456');
    }
  });

  it('refuses to change or delete an audit row', async () => {
    const member = await createMember(harness);
    await loginToken(harness, member);
    const row = await harness.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('target_id', '=', member.id)
      .executeTakeFirstOrThrow();
    await expect(
      sql`update audit_log set action = 'member.nothing' where id = ${row.id}`.execute(harness.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from audit_log where id = ${row.id}`.execute(harness.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(harness.database.db)).rejects.toThrow(/append-only/);
    expect(
      await harness.database.db
        .selectFrom('audit_log')
        .select('action')
        .where('id', '=', row.id)
        .executeTakeFirst(),
    ).toEqual({ action: 'member.login' });
  });
});
