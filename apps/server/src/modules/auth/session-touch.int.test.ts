import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/security/tokens.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { defaultSettings } from '../settings/settings-schema.js';

// Requests write their session's last-seen / idle expiry only when the stored row is a touch interval
// stale (platform/security/session-touch.ts: min(30 s, idle time-out / 20)). A row's xmin changes with
// every UPDATE, even one writing the same values, so it counts the writes.

type SessionTable = 'member_sessions' | 'staff_sessions';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
});

afterEach(async () => {
  await updateSetting(harness.settings, 'security', () => ({ ...defaultSettings.security }));
});

afterAll(async () => {
  await harness.close();
});

async function stored(table: SessionTable, token: string) {
  const { rows } = await sql<{ xmin: string; last_seen_at: Date; idle_expires_at: Date }>`
    select xmin::text as xmin, last_seen_at, idle_expires_at from ${sql.table(table)}
    where token_hash = ${hashToken(token)}`.execute(harness.database.db);
  return rows[0];
}

/** Moves the session's last request `ageMs` into the past, as if that much time had gone by since. */
async function age(table: SessionTable, token: string, ageMs: number) {
  await sql`update ${sql.table(table)}
    set last_seen_at = last_seen_at - ${`${ageMs} milliseconds`}::interval,
        idle_expires_at = idle_expires_at - ${`${ageMs} milliseconds`}::interval
    where token_hash = ${hashToken(token)}`.execute(harness.database.db);
}

const surfaces = [
  {
    table: 'member_sessions' as const,
    idleSetting: 'sessionIdleMinutes' as const,
    signIn: async () => loginToken(harness, await createMember(harness)),
    request: (token: string) => call(harness.app, 'GET', '/api/members/me', { token }),
  },
  {
    table: 'staff_sessions' as const,
    idleSetting: 'staffSessionIdleMinutes' as const,
    signIn: async () => (await signInNewStaff(harness.app, staffServiceOf(harness), 'admin')).token,
    request: (token: string) => call(harness.app, 'GET', '/api/admin/session', { token }),
  },
];

describe.each(surfaces)('$table touch', ({ table, idleSetting, signIn, request }) => {
  it('writes once for requests within the interval, again once it has passed', async () => {
    const token = await signIn();
    await age(table, token, 60_000);
    const aged = await stored(table, token);
    const before = Date.now();
    expect((await request(token)).statusCode).toBe(200);
    const touched = await stored(table, token);
    expect(touched?.xmin).not.toBe(aged?.xmin);
    expect(touched?.last_seen_at.getTime()).toBeGreaterThanOrEqual(before);
    const idleMs = harness.settings.get('security')[idleSetting] * 60_000;
    expect(touched?.idle_expires_at.getTime()).toBeGreaterThanOrEqual(before + idleMs);

    expect((await request(token)).statusCode).toBe(200);
    expect((await request(token)).statusCode).toBe(200);
    expect(await stored(table, token)).toEqual(touched);

    // 25 s on: still inside the 30 s interval of the 60 / 30 minute default time-outs, no write.
    await age(table, token, 25_000);
    const recent = await stored(table, token);
    expect((await request(token)).statusCode).toBe(200);
    expect(await stored(table, token)).toEqual(recent);

    // Past the interval: the next request writes again.
    await age(table, token, 6_000);
    const stale = await stored(table, token);
    const later = Date.now();
    expect((await request(token)).statusCode).toBe(200);
    const retouched = await stored(table, token);
    expect(retouched?.xmin).not.toBe(stale?.xmin);
    expect(retouched?.last_seen_at.getTime()).toBeGreaterThanOrEqual(later);
  });

  it('shortens the interval to a twentieth of a short idle time-out', async () => {
    await updateSetting(harness.settings, 'security', (security) => ({ ...security, [idleSetting]: 5 }));
    const token = await signIn();
    await age(table, token, 16_000); // over 5 min / 20 = 15 s
    const aged = await stored(table, token);
    expect((await request(token)).statusCode).toBe(200);
    expect((await stored(table, token))?.xmin).not.toBe(aged?.xmin);
  });

  it('refuses a session idle past its time-out even when last seen within the interval', async () => {
    const token = await signIn();
    await sql`update ${sql.table(table)}
      set last_seen_at = now() - interval '5 seconds', idle_expires_at = now() - interval '1 second'
      where token_hash = ${hashToken(token)}`.execute(harness.database.db);
    const idle = await stored(table, token);
    expectError(await request(token), 401, 'unauthorized');
    // Not revived by the refused request.
    expect(await stored(table, token)).toEqual(idle);
  });
});
