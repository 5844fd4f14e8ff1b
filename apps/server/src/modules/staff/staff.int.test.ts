import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBrand } from '../../db/seed/demo-brand.js';
import { SecretBox } from '../../platform/security/secret-box.js';
import { currentStep, totpAt } from '../../platform/security/totp.js';
import { createTestApp } from '../../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { AuthRepository } from '../auth/auth-repository.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import type { SettingsService } from '../settings/settings-service.js';
import { StaffRepository } from './staff-repository.js';
import { StaffService } from './staff-service.js';

let database: TestDatabase;
let app: FastifyInstance;
let settings: SettingsService;
let staffService: StaffService;
let stepOffset = 0;

/** Each sign-in needs a fresh TOTP step (a code works once); walk forward within the drift window. */
function nextCode(secret: string): string {
  stepOffset = stepOffset === 1 ? -1 : stepOffset + 1;
  return totpAt(secret, currentStep() + stepOffset);
}

async function createStaff(username: string, role: 'admin' | 'customerService' | 'risk') {
  return staffService.create(
    { username, displayName: username, role },
    { type: 'cli', id: null, name: 'test', ip: null },
  );
}

async function signIn(
  username: string,
  password: string,
  secret: string,
  code = totpAt(secret, currentStep()),
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { username, password, totpCode: code },
  });
}

/** Signs in and replaces the temporary password, as the back office forces on first sign-in. */
async function signedInStaff(username: string, role: 'admin' | 'customerService' | 'risk') {
  const created = await createStaff(username, role);
  const login = await signIn(username, created.temporaryPassword, created.totpSecret);
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().token as string;
  const newPassword = `${created.temporaryPassword}-new-Pass1`;
  const change = await app.inject({
    method: 'POST',
    url: '/api/admin/session/password',
    headers: { authorization: `Bearer ${token}` },
    payload: { oldPassword: created.temporaryPassword, newPassword },
  });
  expect(change.statusCode, change.body).toBe(200);
  return { token, created, newPassword };
}

async function registerMember(username: string) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/members',
    payload: {
      username,
      password: 'Victim-pass-2024',
      confirmPassword: 'Victim-pass-2024',
      termsAccepted: true,
      ageConfirmed: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoBrand(database.db);
  ({ app, settings } = await createTestApp(database.db));
  const authRepository = new AuthRepository(database.db);
  staffService = new StaffService(
    new StaffRepository(database.db),
    new SecretBox(Buffer.alloc(32, 7)),
    new LoginThrottle(authRepository, settings),
    settings,
    new AuditService(new AuditRepository(database.db)),
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('staff sign-in', () => {
  it('needs the password and a valid, unused TOTP code', async () => {
    const created = await createStaff('alice', 'admin');
    const wrongCode = await signIn('alice', created.temporaryPassword, created.totpSecret, '000000');
    expect(wrongCode.json().error.code).toBe('verification_code_invalid');
    const wrongPassword = await signIn('alice', 'nope', created.totpSecret);
    expect(wrongPassword.json().error.code).toBe('invalid_credentials');
    const code = nextCode(created.totpSecret);
    const ok = await signIn('alice', created.temporaryPassword, created.totpSecret, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().passwordChangeRequired).toBe(true);
    const replay = await signIn('alice', created.temporaryPassword, created.totpSecret, code);
    expect(replay.json().error.code).toBe('verification_code_invalid');
  });

  it('stores the TOTP secret sealed, never in plain text', async () => {
    const created = await createStaff('bob', 'risk');
    const row = await database.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', 'bob')
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_sealed).not.toContain(created.totpSecret);
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('blocks everything but the password change until the temporary password is replaced', async () => {
    const created = await createStaff('carol', 'admin');
    const login = await signIn(
      'carol',
      created.temporaryPassword,
      created.totpSecret,
      nextCode(created.totpSecret),
    );
    const headers = { authorization: `Bearer ${login.json().token}` };
    const blocked = await app.inject({ method: 'GET', url: '/api/admin/staff', headers });
    expect(blocked.json().error.code).toBe('password_change_required');
    const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers });
    expect(me.json()).toMatchObject({ passwordChangeRequired: true, staff: { username: 'carol' } });
  });

  it("refuses a common password or the staff member's own name as the new password", async () => {
    const created = await createStaff('dora-operations', 'admin');
    const login = await signIn('dora-operations', created.temporaryPassword, created.totpSecret);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/session/password',
        headers,
        payload: { oldPassword: created.temporaryPassword, newPassword },
      });
    for (const [newPassword, message] of [
      ['Password1234', 'validation.passwordCommon'],
      ['QWERTYUIOP123', 'validation.passwordCommon'],
      ['Dora-Operations', 'validation.passwordPersonal'],
    ] as const) {
      const refused = await change(newPassword);
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json().error.issues, newPassword).toEqual([{ path: 'newPassword', message }]);
    }
    expect((await change(`${created.temporaryPassword}-Fresh-2026`)).statusCode).toBe(200);
  });

  it('refuses member tokens and missing tokens on back-office calls', async () => {
    const member = await registerMember('plainmember');
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/members',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/members' })).statusCode).toBe(401);
  });
});

describe('roles and member administration', () => {
  it('enforces roles: customer service cannot manage staff or read the audit log', async () => {
    const { token } = await signedInStaff('cs1', 'customerService');
    const headers = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/admin/staff', headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit', headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/members', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox', headers })).statusCode).toBe(200);
  });

  it('locks, unlocks, resets a password and ends sessions, each audited with the staff member', async () => {
    const { token } = await signedInStaff('admin2', 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const member = await registerMember('victim1');
    const memberHeaders = { authorization: `Bearer ${member.token}` };
    const memberId = member.member.id as string;

    const search = await app.inject({ method: 'GET', url: '/api/admin/members?query=victim', headers });
    expect(search.json().members.map((entry: { account: string }) => entry.account)).toContain('victim1');

    const noReason = await app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/lock`,
      headers,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const lock = await app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/lock`,
      headers,
      payload: { reason: 'fraud check' },
    });
    expect(lock.json().status).toBe('locked');
    expect(
      (await app.inject({ method: 'GET', url: '/api/members/me', headers: memberHeaders })).statusCode,
    ).toBe(401);
    const lockedLogin = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { type: 'username', username: 'victim1', password: 'Victim-pass-2024' },
    });
    expect(lockedLogin.json().error.code).toBe('account_locked_by_staff');

    await app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/unlock`,
      headers,
      payload: { reason: 'cleared' },
    });
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/members/${memberId}/reset-password`,
      headers,
      payload: { reason: 'member asked by phone' },
    });
    const temporaryPassword = reset.json().temporaryPassword as string;
    const forced = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { type: 'username', username: 'victim1', password: temporaryPassword },
    });
    expect(forced.json()).toMatchObject({ result: 'password_change_required', reason: 'password_reset' });

    const detail = await app.inject({ method: 'GET', url: `/api/admin/members/${memberId}`, headers });
    expect(detail.json()).toMatchObject({ account: 'victim1', status: 'active' });

    const audit = await app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${memberId}`, headers });
    const actions = audit
      .json()
      .entries.map((entry: { action: string; actorName: string }) => `${entry.action}:${entry.actorName}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'member.lock:admin2',
        'member.unlock:admin2',
        'member.password.reset_by_staff:admin2',
      ]),
    );
    const lockEntry = audit
      .json()
      .entries.find((entry: { action: string }) => entry.action === 'member.lock');
    expect(lockEntry.before).toEqual({ status: 'active' });
    expect(lockEntry.after).toMatchObject({ status: 'locked', reason: 'fraud check' });
  });

  it('lets an admin create staff and shows the secrets only in that reply', async () => {
    const { token } = await signedInStaff('admin3', 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers,
      payload: { username: 'newbie', displayName: 'New Bie', role: 'content' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().totpUri).toMatch(/^otpauth:\/\/totp\//);
    const list = await app.inject({ method: 'GET', url: '/api/admin/staff', headers });
    expect(JSON.stringify(list.json())).not.toContain(created.json().totpSecret);
    const self = list.json().staff.find((entry: { username: string }) => entry.username === 'admin3');
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${self.id}`,
      headers,
      payload: { status: 'disabled' },
    });
    expect(demote.statusCode).toBe(403);
  });

  it('answers an empty change of a staff member with the member unchanged (was a 500: UPDATE with no SET)', async () => {
    const { token } = await signedInStaff('admin4', 'admin');
    const other = await createStaff('steady1', 'risk');
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${other.staff.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: other.staff.id, role: 'risk', status: 'active' });
  });
});
