import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  auditActions,
  call,
  createMember,
  expectError,
  loginResponse,
  loginToken,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';

/**
 * Issue 14 #10: a member's open sessions are bounded (security setting maxOpenSessionsPerMember, 5 by
 * default; the oldest ends), a re-login from a tab replaces that tab's session, and the security centre
 * lists the sessions, ends one and signs out everywhere, each member only their own.
 */

let harness: AccountsHarness;
let cap: number;

beforeAll(async () => {
  harness = await startAccountsHarness();
  cap = harness.settings.get('security').maxOpenSessionsPerMember;
});

afterAll(async () => {
  await harness.close();
});

const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktopAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function openSessionCount(memberId: string): Promise<number> {
  const row = await harness.database.db
    .selectFrom('member_sessions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function isLive(token: string): Promise<boolean> {
  const response = await call(harness.app, 'GET', '/api/members/me', { token });
  if (response.statusCode === 401) return false;
  expect(response.statusCode, response.body).toBe(200);
  return true;
}

async function loginAs(member: TestMember, headers: Record<string, string> = {}): Promise<string> {
  const response = await call(harness.app, 'POST', '/api/session', {
    ip: member.homeIp,
    headers,
    body: { type: 'username', username: member.username, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().result).toBe('success');
  return response.json().token as string;
}

function listSessions(token: string) {
  return call(harness.app, 'GET', '/api/members/me/sessions', { token });
}

describe('the cap on open sessions', () => {
  it('is 5 by default', () => {
    expect(cap).toBe(5);
  });

  it('never leaves more than the cap open, with 20 logins of one member at once', async () => {
    const member = await createMember(harness);
    // The first login from the member's address makes it a known one, so none of the 20 is asked for a code.
    await loginToken(harness, member);
    const responses = await Promise.all(Array.from({ length: 20 }, () => loginResponse(harness, member)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const tokens = responses.map((response) => response.json().token as string);
    expect(await openSessionCount(member.id)).toBe(cap);
    const live = await Promise.all(tokens.map(isLive));
    expect(live.filter(Boolean)).toHaveLength(cap);
  });

  it('ends the oldest session when a new one starts beyond the cap', async () => {
    const member = await createMember(harness);
    const tokens: string[] = [];
    for (let index = 0; index < cap; index += 1) tokens.push(await loginToken(harness, member));
    expect(await Promise.all(tokens.map(isLive))).toEqual(tokens.map(() => true));
    const newest = await loginToken(harness, member);
    expect(await isLive(newest)).toBe(true);
    expect(await isLive(tokens[0] as string)).toBe(false);
    expect(await Promise.all(tokens.slice(1).map(isLive))).toEqual(tokens.slice(1).map(() => true));
    expect(await openSessionCount(member.id)).toBe(cap);
  });

  it('replaces the session of a tab that logs in again instead of adding one', async () => {
    const member = await createMember(harness);
    const first = await loginToken(harness, member);
    const again = await loginAs(member, { authorization: `Bearer ${first}` });
    expect(await isLive(first)).toBe(false);
    expect(await isLive(again)).toBe(true);
    expect(await openSessionCount(member.id)).toBe(1);
  });

  it("leaves another member's session alone when a login carries its token", async () => {
    const member = await createMember(harness);
    const neighbour = await createMember(harness);
    const neighbourToken = await loginToken(harness, neighbour);
    await loginAs(member, { authorization: `Bearer ${neighbourToken}` });
    expect(await isLive(neighbourToken)).toBe(true);
  });
});

describe('the security centre sessions', () => {
  it('lists the open sessions with device, address and times, this one marked', async () => {
    const member = await createMember(harness);
    const phone = await loginAs(member, { 'user-agent': phoneAgent });
    const desktop = await loginAs(member, { 'user-agent': desktopAgent });
    const response = await listSessions(desktop);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.maxOpenSessions).toBe(cap);
    expect(body.sessions).toHaveLength(2);
    const current = body.sessions.find((session: { current: boolean }) => session.current);
    expect(current).toMatchObject({
      browser: 'Chrome 131',
      operatingSystem: 'Windows',
      deviceKind: 'desktop',
      ip: member.homeIp,
    });
    expect(Date.parse(current.startedAt)).toBeLessThanOrEqual(Date.parse(current.lastSeenAt));
    const other = body.sessions.find((session: { current: boolean }) => !session.current);
    expect(other).toMatchObject({ browser: 'Safari 17', operatingSystem: 'iOS 17', deviceKind: 'phone' });
    // The phone's own list marks the phone.
    const fromPhone = (await listSessions(phone)).json();
    expect(fromPhone.sessions.find((session: { current: boolean }) => session.current).id).toBe(other.id);
  });

  it('ends one session of the member: its token stops working, this one stays', async () => {
    const member = await createMember(harness);
    const other = await loginToken(harness, member);
    const current = await loginToken(harness, member);
    const sessions = (await listSessions(current)).json().sessions as Array<{ id: string; current: boolean }>;
    const otherId = sessions.find((session) => !session.current)?.id;
    const response = await call(harness.app, 'DELETE', `/api/members/me/sessions/${otherId}`, {
      token: current,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 1, currentEnded: false });
    expect(await isLive(other)).toBe(false);
    expect(await isLive(current)).toBe(true);
    expect(await auditActions(harness, member.id)).toContain('member.session.end');
  });

  it("does not let a member end another member's session", async () => {
    const member = await createMember(harness);
    const stranger = await createMember(harness);
    const memberToken = await loginToken(harness, member);
    const strangerToken = await loginToken(harness, stranger);
    const memberSessionId = (await listSessions(memberToken)).json().sessions[0].id as string;
    expectError(
      await call(harness.app, 'DELETE', `/api/members/me/sessions/${memberSessionId}`, {
        token: strangerToken,
      }),
      404,
      'not_found',
    );
    expect(await isLive(memberToken)).toBe(true);
    // Nor does "sign out everywhere" reach past the caller's own sessions.
    const everywhere = await call(harness.app, 'DELETE', '/api/members/me/sessions?keepCurrent=false', {
      token: strangerToken,
    });
    expect(everywhere.statusCode, everywhere.body).toBe(200);
    expect(await isLive(memberToken)).toBe(true);
    expect(await isLive(strangerToken)).toBe(false);
  });

  it('signs out everywhere but here: every other token stops working', async () => {
    const member = await createMember(harness);
    const others = [await loginToken(harness, member), await loginToken(harness, member)];
    const current = await loginToken(harness, member);
    const response = await call(harness.app, 'DELETE', '/api/members/me/sessions?keepCurrent=true', {
      token: current,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2, currentEnded: false });
    expect(await Promise.all(others.map(isLive))).toEqual([false, false]);
    expect(await isLive(current)).toBe(true);
    expect(await auditActions(harness, member.id)).toContain('member.sessions.end_all');
  });

  it('signs out everywhere including here, and asks which one it is', async () => {
    const member = await createMember(harness);
    const other = await loginToken(harness, member);
    const current = await loginToken(harness, member);
    expectError(
      await call(harness.app, 'DELETE', '/api/members/me/sessions', { token: current }),
      400,
      'validation_failed',
    );
    expect(await isLive(other)).toBe(true);
    const response = await call(harness.app, 'DELETE', '/api/members/me/sessions?keepCurrent=false', {
      token: current,
    });
    expect(response.json()).toEqual({ ended: 2, currentEnded: true });
    expect(await isLive(other)).toBe(false);
    expect(await isLive(current)).toBe(false);
  });
});
