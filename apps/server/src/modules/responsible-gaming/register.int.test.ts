import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginResponse,
  loginToken,
  registrationBody,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { multipart, pngBytes } from '../withdrawals/withdrawals-kit.js';
import { gamstopRegister } from './register/gamstop-adapter.js';

/**
 * The external self-exclusion register (issue 20, plan 3.3): the simulator's three answers and its silence
 * at registration, login and the recheck job, under both onUnavailable policies; every answer recorded;
 * the GAMSTOP adapter against a local HTTP stub (Y/N/P, a 500, a timeout), also through the composed app.
 */
type StubBehaviour = { answer?: string; status?: number; delayMs?: number };
let stubBehaviour: StubBehaviour = { answer: 'N' };
let stubHits: Array<{ apiKey: string | undefined; body: string }> = [];
let stub: Server;
let stubUrl: string;
let harness: AccountsHarness;

beforeAll(async () => {
  stub = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      stubHits.push({ apiKey: request.headers['x-api-key'] as string | undefined, body });
      const { answer, status = 200, delayMs = 0 } = stubBehaviour;
      setTimeout(() => {
        if (answer) response.setHeader('X-Exclusion', answer);
        response.statusCode = status;
        response.end('');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v2`;
  // main.ts passes config.gamstop (GAMSTOP_URL, GAMSTOP_API_KEY) to buildApp; the test passes its stub.
  harness = await startAccountsHarness({ gamstop: { url: stubUrl, apiKey: 'test-gamstop-key-123' } });
}, 120_000);

afterAll(async () => {
  await harness?.close();
  await new Promise<void>((resolve) => stub?.close(() => resolve()));
});

function useRegister(register: Partial<Jurisdiction['register']>) {
  return updateSetting(harness.settings, 'jurisdiction', (current) => ({
    ...current,
    register: {
      ...current.register,
      provider: 'simulator',
      atRegistration: true,
      atLogin: true,
      beforeDeposit: true,
      onUnavailable: 'block',
      timeoutMs: 500,
      ...register,
    },
  }));
}

/** A username the simulator answers for (max 16 characters). */
function nameFor(key: string): string {
  return `${key}${randomInt(10_000, 99_999)}`;
}

async function checksOf(filter: { memberId?: string; trigger?: string }) {
  let query = harness.database.db.selectFrom('rg_register_checks').selectAll().orderBy('id');
  if (filter.memberId) query = query.where('member_id', '=', filter.memberId);
  if (filter.trigger) query = query.where('trigger', '=', filter.trigger as 'login');
  return query.execute();
}

async function memberIdOf(username: string): Promise<string | undefined> {
  const row = await harness.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.id;
}

function register(username: string) {
  return call(harness.app, 'PUT', '/api/members', { body: registrationBody({ username }) });
}

describe('at registration', () => {
  it('excluded: register_excluded and no account; previously excluded and not registered: an account; each answer recorded', async () => {
    await useRegister({});
    const before = (await checksOf({ trigger: 'registration' })).length;
    const excluded = nameFor('excluded');
    expectError(await register(excluded), 403, 'register_excluded');
    expect(await memberIdOf(excluded)).toBeUndefined();

    const previously = nameFor('previously');
    const kept = await register(previously);
    expect(kept.statusCode, kept.body).toBe(200);
    const plain = nameFor('plain');
    expect((await register(plain)).statusCode).toBe(200);

    const answers = (await checksOf({ trigger: 'registration' })).slice(before).map((row) => row.answer);
    expect(answers).toEqual(['excluded', 'previously_excluded', 'not_registered']);
  });

  it('unavailable: block refuses with register_unavailable (no account); allowAndRecheck lets in and schedules a recheck', async () => {
    await useRegister({ onUnavailable: 'block' });
    const blocked = nameFor('unavailable');
    expectError(await register(blocked), 503, 'register_unavailable');
    expect(await memberIdOf(blocked)).toBeUndefined();

    await useRegister({ onUnavailable: 'allowAndRecheck' });
    const allowed = nameFor('unavailable');
    const response = await register(allowed);
    expect(response.statusCode, response.body).toBe(200);
    const memberId = (await memberIdOf(allowed)) as string;
    const state = await harness.database.db
      .selectFrom('rg_member_state')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(state.register_answer).toBe('unavailable');
    expect(state.register_recheck_due_at).not.toBeNull();
    const metrics = await harness.app.inject({ method: 'GET', url: '/metrics' });
    // Metrics are only mounted with a token; the counter is covered by the recorded rows either way.
    expect([200, 401, 404]).toContain(metrics.statusCode);
  });
});

describe('at login and by the recheck job', () => {
  it('an excluded answer at login starts an external exclusion: a member without money cannot sign in', async () => {
    await useRegister({});
    const member = await createMember(harness, { username: nameFor('excluded') });
    expectError(await loginResponse(harness, member), 403, 'account_self_excluded');
    const exclusions = await harness.database.db
      .selectFrom('rg_exclusions')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(exclusions).toMatchObject([{ kind: 'external', source: 'register', ends_at: null }]);
    expect((await checksOf({ memberId: member.id, trigger: 'login' })).map((row) => row.answer)).toEqual([
      'excluded',
    ]);
  });

  it('unavailable at login: block refuses, allowAndRecheck signs in', async () => {
    const member = await createMember(harness, { username: nameFor('unavailable') });
    await useRegister({ onUnavailable: 'block' });
    expectError(await loginResponse(harness, member), 503, 'register_unavailable');
    await useRegister({ onUnavailable: 'allowAndRecheck' });
    const login = await loginResponse(harness, member);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().result).toBe('success');
  });

  it('the recheck job looks active members up once each, even when two runs overlap, and excludes on excluded', async () => {
    await useRegister({ atLogin: false, onUnavailable: 'allowAndRecheck' });
    const excluded = await createMember(harness, { username: nameFor('excluded'), lastLoginAt: new Date() });
    const plain = await createMember(harness, { username: nameFor('plain'), lastLoginAt: new Date() });
    const job = harness.app.scheduledJobs.find((entry) => entry.name === 'rg-register-recheck');
    expect(job).toBeDefined();
    await Promise.all([job?.run(), job?.run()]);
    for (const member of [excluded, plain])
      expect(await checksOf({ memberId: member.id, trigger: 'recheck' }), member.username).toHaveLength(1);
    const state = await harness.database.db
      .selectFrom('rg_member_state')
      .selectAll()
      .where('member_id', '=', excluded.id)
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ blocked: true, blocked_kind: 'external', marketing_blocked: true });
    // Answered: not looked up again until recheckHours pass.
    await job?.run();
    expect(await checksOf({ memberId: plain.id, trigger: 'recheck' })).toHaveLength(1);
  });
});

describe('before a deposit', () => {
  async function deposit(token: string) {
    const channels = await call(harness.app, 'GET', '/api/deposits/channels', { token });
    const manual = (channels.json().channels as Array<{ id: string; type: string }>).find(
      (channel) => channel.type === 'manual_bank',
    );
    const form = multipart({ requestId: randomUUID(), channelId: manual?.id ?? '1', amount: '200' }, [
      { filename: 'proof.png', contentType: 'image/png', bytes: pngBytes },
    ]);
    return call(harness.app, 'POST', '/api/deposits', {
      token,
      body: form.body,
      headers: { 'content-type': form.contentType },
    });
  }

  it('beforeDeposit: an excluded answer refuses the deposit and excludes the member; others deposit', async () => {
    await useRegister({ atLogin: false, atRegistration: false, beforeDeposit: true });
    const excluded = await createMember(harness, { username: nameFor('excluded') });
    const token = await loginToken(harness, excluded);
    expectError(await deposit(token), 403, 'account_self_excluded');
    const rows = await harness.database.db
      .selectFrom('deposits')
      .select('id')
      .where('member_id', '=', excluded.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await checksOf({ memberId: excluded.id, trigger: 'deposit' })).map((row) => row.answer)).toEqual([
      'excluded',
    ]);
    // The exclusion ended the session it deposited from.
    expectError(await call(harness.app, 'GET', '/api/members/me', { token }), 401, 'unauthorized');

    const plain = await createMember(harness, { username: nameFor('plain') });
    const accepted = await deposit(await loginToken(harness, plain));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('GAMSTOP adapter', () => {
  const adapter = () => gamstopRegister({ url: stubUrl, apiKey: 'k-123456789' });
  const subject = {
    memberId: '1',
    username: 'someone',
    fullName: 'Ann Example Smith',
    dateOfBirth: '1990-05-17',
    email: 'ann@example.com',
    mobile: '+447700900000',
    postcode: 'SW1A 1AA',
  };

  it('maps Y, N and P; sends the key and the form', async () => {
    for (const [header, answer] of [
      ['Y', 'excluded'],
      ['N', 'not_registered'],
      ['P', 'previously_excluded'],
    ] as const) {
      stubBehaviour = { answer: header };
      stubHits = [];
      expect(await adapter().check(subject, AbortSignal.timeout(2000))).toBe(answer);
      expect(stubHits[0]?.apiKey).toBe('k-123456789');
      const form = new URLSearchParams(stubHits[0]?.body);
      expect(form.get('firstName')).toBe('Ann Example');
      expect(form.get('lastName')).toBe('Smith');
      expect(form.get('dateOfBirth')).toBe('1990-05-17');
      expect(form.get('postcode')).toBe('SW1A 1AA');
    }
  });

  it('a 500, an unreadable answer and a timeout are unavailable (thrown), never an answer', async () => {
    stubBehaviour = { answer: 'Y', status: 500 };
    await expect(adapter().check(subject, AbortSignal.timeout(2000))).rejects.toThrow(/unavailable/);
    stubBehaviour = { answer: 'X' };
    await expect(adapter().check(subject, AbortSignal.timeout(2000))).rejects.toThrow(/unavailable/);
    stubBehaviour = { answer: 'N', delayMs: 1000 };
    const started = Date.now();
    await expect(adapter().check(subject, AbortSignal.timeout(200))).rejects.toThrow(/timeout/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('an external exclusion ends when the register clears: what else runs is kept, otherwise the member may return', async () => {
    await useRegister({ provider: 'gamstop', onUnavailable: 'allowAndRecheck', timeoutMs: 1000 });
    const staff = await signInNewStaff(harness.app, staffServiceOf(harness), 'risk');
    const both = await createMember(harness, { username: nameFor('gs') });
    const byStaff = await call(harness.app, 'POST', `/api/admin/members/${both.id}/exclusions`, {
      token: staff.token,
      body: { kind: 'self_exclusion', period: '1y', reason: 'phone request' },
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const only = await createMember(harness, { username: nameFor('gs') });
    stubBehaviour = { answer: 'Y' };
    for (const member of [both, only])
      expectError(await loginResponse(harness, member), 403, 'account_self_excluded');
    const stateOf = (memberId: string) =>
      harness.database.db
        .selectFrom('rg_member_state')
        .selectAll()
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
    expect(await stateOf(both.id)).toMatchObject({
      blocked: true,
      blocked_kind: 'external',
      blocked_until: null,
    });

    stubBehaviour = { answer: 'N' };
    // The staff-started year still runs.
    expectError(await loginResponse(harness, both), 403, 'account_self_excluded');
    expect(await stateOf(both.id)).toMatchObject({ blocked: true, blocked_kind: 'self_exclusion' });
    const cleared = await loginResponse(harness, only);
    expect(cleared.json()).toMatchObject({
      result: 'restricted',
      restriction: { kind: 'external', canRequestReturn: true },
    });
  });

  it('through the app: the profile names gamstop; answers recorded; after 5 failures the breaker answers at once', async () => {
    await useRegister({ provider: 'gamstop', onUnavailable: 'allowAndRecheck', timeoutMs: 300 });
    stubBehaviour = { answer: 'Y' };
    const excluded = await createMember(harness, { username: nameFor('gs') });
    expectError(await loginResponse(harness, excluded), 403, 'account_self_excluded');
    expect((await checksOf({ memberId: excluded.id })).map((row) => [row.provider, row.answer])).toEqual([
      ['gamstop', 'excluded'],
    ]);

    stubBehaviour = { status: 500 };
    const member = await createMember(harness, { username: nameFor('gs') });
    stubHits = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const login = await loginResponse(harness, member);
      expect(login.statusCode, login.body).toBe(200);
    }
    // Five calls opened the breaker; the next two answered unavailable without calling.
    expect(stubHits).toHaveLength(5);
    const answers = (await checksOf({ memberId: member.id })).map((row) => row.answer);
    expect(answers).toEqual(Array(7).fill('unavailable'));
    await useRegister({ provider: 'none' });
  });
});
