import type { StaffRole } from '@gaming/contracts/staff';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { seedDemoBrand } from '../db/seed/demo-brand.js';
import { AuditRepository } from '../modules/audit/audit-repository.js';
import { AuditService } from '../modules/audit/audit-service.js';
import { AuthRepository } from '../modules/auth/auth-repository.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { MembersRepository } from '../modules/members/members-repository.js';
import { MembersService } from '../modules/members/members-service.js';
import type { Settings, SettingsKey } from '../modules/settings/settings-schema.js';
import type { SettingsService } from '../modules/settings/settings-service.js';
import { StaffRepository } from '../modules/staff/staff-repository.js';
import { StaffService } from '../modules/staff/staff-service.js';
import { hashPassword } from '../platform/security/passwords.js';
import { SecretBox } from '../platform/security/secret-box.js';
import { hashToken } from '../platform/security/tokens.js';
import { currentStep, totpAt } from '../platform/security/totp.js';
import { createTestApp, testSecretKey } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Everything an accounts test needs: a fresh database with the demo brand and the real app on it. */
export type AccountsHarness = {
  database: TestDatabase;
  app: FastifyInstance;
  settings: SettingsService;
  close: () => Promise<void>;
};

export async function startAccountsHarness(
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<AccountsHarness> {
  const database = await createTestDatabase();
  await seedDemoBrand(database.db, { gatewaySimulator: options.gatewaySimulator ?? false });
  const { app, settings } = await createTestApp(database.db, options);
  return {
    database,
    app,
    settings,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

let ipCounter = 0;

/**
 * A client address never used before in this file: the per-IP rate limits and the login throttle are
 * keyed by IP, so every test plays its own clients.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type CallOptions = {
  body?: unknown;
  token?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
};

export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}

/** Asserts the error shape of the API and the code; returns the error object. */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.error.code, response.body).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(typeof body.error.requestId).toBe('string');
  return body.error as {
    code: string;
    message: string;
    requestId: string;
    issues?: Array<{ path: string; message: string }>;
    retryAfterSeconds?: number;
    captchaRequired?: boolean;
  };
}

export function updateSetting<K extends SettingsKey>(
  settings: SettingsService,
  key: K,
  change: (current: Settings[K]) => Settings[K],
) {
  return settings.update(key, change, 'test');
}

export type TestMember = {
  id: string;
  username: string;
  password: string;
  /** The address this member logged in from first, so later logins are not "from a new IP". */
  homeIp: string;
};

export type NewTestMember = {
  username?: string;
  password?: string;
  type?: number;
  status?: 'active' | 'locked' | 'disabled';
  mobile?: { countryDialingCode: string; mobileNumber: string };
  email?: string;
  passwordMustChange?: boolean;
  passwordChangedAt?: Date;
  firstLoginAt?: Date | null;
  lastLoginAt?: Date | null;
  /** members.language; EN unless given. */
  language?: string;
};

let memberCounter = 0;

export function uniqueUsername(prefix = 'user'): string {
  memberCounter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${memberCounter}`;
}

export function uniqueMobile(): string {
  memberCounter += 1;
  return `98${String(Date.now() % 100_000).padStart(5, '0')}${String(memberCounter % 1000).padStart(3, '0')}`;
}

/** A member inserted through the members service (as staff tools would), with a known password. */
export async function createMember(
  harness: AccountsHarness,
  options: NewTestMember = {},
): Promise<TestMember> {
  const members = new MembersService(new MembersRepository(harness.database.db));
  const username = options.username ?? uniqueUsername();
  const password = options.password ?? kitPassword;
  const row = await members.create({
    username,
    type: options.type ?? 0,
    nickname: username,
    passwordHash: await hashPassword(password),
    passwordMustChange: options.passwordMustChange ?? false,
    paymentPasswordHash: null,
    countryDialingCode: options.mobile?.countryDialingCode ?? null,
    mobileNumber: options.mobile?.mobileNumber ?? null,
    mobileVerified: options.mobile !== undefined,
    email: options.email ?? null,
    uplineMemberId: null,
    language: options.language ?? 'EN',
    profile: {},
    registrationIp: null,
  });
  await harness.database.db
    .updateTable('members')
    .set({
      status: options.status ?? 'active',
      password_changed_at: options.passwordChangedAt ?? new Date(),
      first_login_at: options.firstLoginAt === undefined ? new Date() : options.firstLoginAt,
      last_login_at: options.lastLoginAt ?? null,
    })
    .where('id', '=', row.id)
    .execute();
  return { id: row.id, username, password, homeIp: freshIp() };
}

/**
 * The kits' default member password: meets the password policy (8+ characters, not on the common list),
 * so a kit member's login is not sent to the weak-password change step.
 */
export const kitPassword = 'Kit-passphrase-73';

/** A valid username registration body; override what a test is about. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueUsername('reg'),
    password: kitPassword,
    confirmPassword: kitPassword,
    birthday: '1990-05-17',
    termsAccepted: true,
    ageConfirmed: true,
    ...overrides,
  };
}

export async function loginResponse(
  harness: AccountsHarness,
  member: Pick<TestMember, 'username' | 'password'> & { homeIp?: string },
  extra: Record<string, unknown> = {},
) {
  return call(harness.app, 'POST', '/api/session', {
    ip: member.homeIp ?? freshIp(),
    body: { type: 'username', username: member.username, password: member.password, ...extra },
  });
}

/** Logs in from the member's home IP and returns the session token. */
export async function loginToken(harness: AccountsHarness, member: TestMember): Promise<string> {
  const response = await loginResponse(harness, member);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.result, response.body).toBe('success');
  return body.token as string;
}

/**
 * The newest outbox message to a recipient, as the member received it: a password-reset secret, which
 * the outbox keeps only sealed (staff see it masked), is opened with the test app's key.
 */
export async function latestMessage(harness: AccountsHarness, recipient: string) {
  const row = await harness.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.sealed_body) return row;
  return { ...row, body: new SecretBox(testSecretKey).open(row.sealed_body) };
}

/** The 6-digit code of the newest message to a recipient. */
export async function latestCode(harness: AccountsHarness, recipient: string): Promise<string> {
  const message = await latestMessage(harness, recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code, `no code in the outbox for ${recipient}`).toBeDefined();
  return code as string;
}

export async function countMessages(harness: AccountsHarness, recipient: string): Promise<number> {
  const row = await harness.database.db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A captcha whose answer the test knows (the image cannot be read); stored as the service stores it. */
export async function knownCaptcha(
  harness: AccountsHarness,
  answer = 'AB3CD',
): Promise<{ captchaId: string; captcha: string }> {
  const row = await harness.database.db
    .insertInto('captchas')
    .values({ answer_hash: hashToken(answer.toUpperCase()), expires_at: new Date(Date.now() + 120_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { captchaId: row.id, captcha: answer.toLowerCase() };
}

/**
 * Moves every code sent to a destination back in time, as if the test had waited; with `fromNow` the
 * codes are dated `seconds` before this moment instead (0: sent just now, however slow the machine).
 */
export async function ageCodes(
  harness: AccountsHarness,
  destination: string,
  seconds: number,
  options: { fromNow?: boolean } = {},
) {
  const base = options.fromNow ? sql`now()` : sql`created_at`;
  await sql`update verification_codes set created_at = ${base} - make_interval(secs => ${seconds})
    where destination = ${destination}`.execute(harness.database.db);
}

export async function auditActions(harness: AccountsHarness, memberId: string): Promise<string[]> {
  const rows = await harness.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

export async function memberRow(harness: AccountsHarness, memberId: string) {
  return harness.database.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** The staff service over the harness's database, sealing with the test app's key (as the app does). */
export function staffServiceOf(harness: AccountsHarness): StaffService {
  const db = harness.database.db;
  return new StaffService(
    new StaffRepository(db),
    new SecretBox(testSecretKey),
    new LoginThrottle(new AuthRepository(db), harness.settings),
    harness.settings,
    new AuditService(new AuditRepository(db)),
  );
}

/**
 * A new staff member of `role`, signed in as staff do (password, then the TOTP code) and past the
 * first-login password change: its id, username and session token.
 */
export async function signInNewStaff(
  app: FastifyInstance,
  staff: StaffService,
  role: StaffRole,
): Promise<{ id: string; username: string; token: string }> {
  const username = uniqueUsername(role.slice(0, 4).toLowerCase());
  const created = await staff.create(
    { username, displayName: username, role },
    { type: 'cli', id: null, name: 'test', ip: null },
  );
  const login = await call(app, 'POST', '/api/admin/session', {
    body: {
      username,
      password: created.temporaryPassword,
      totpCode: totpAt(created.totpSecret, currentStep()),
    },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().token as string;
  const change = await call(app, 'POST', '/api/admin/session/password', {
    token,
    body: { oldPassword: created.temporaryPassword, newPassword: `${created.temporaryPassword}-new-Pass1` },
  });
  expect(change.statusCode, change.body).toBe(200);
  return { id: created.staff.id, username, token };
}
