import { randomUUID } from 'node:crypto';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../../platform/signed-body.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  freshIp,
  loginResponse,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { fundFromHouse } from '../../testing/ledger-kit.js';
import { creditedDeposit, promotionInput } from '../../testing/promotions-kit.js';
import { messageFanOutJobName } from '../platform-messages/register-platform-messages.js';
import { simulatedVendorSecret } from '../vendors/vendor-adapter.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';

/**
 * Breaks, self-exclusion, closure and return (issue 20, plan 3.2) against the composed app: the login gate,
 * the restricted (withdraw-only) session, the vendor path after an exclusion, never shortened, the return
 * after the end, and the marketing filters. The compliance clock is the test's (moved, never slept).
 */
const simulator = { url: 'http://vendor-sim.test:8090', secret: 'cd'.repeat(32) };
const vendor = 'PG';
const vendorSecret = simulatedVendorSecret(simulator.secret, vendor);
const hourMs = 3_600_000;

let harness: AccountsHarness;
let ledger: LedgerService;
let clockMs = Date.now();
let staffToken: string;

beforeAll(async () => {
  harness = await startAccountsHarness({ vendorSimulator: simulator, now: () => clockMs });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  staffToken = (await signInNewStaff(harness.app, staffServiceOf(harness), 'risk')).token;
}, 120_000);

afterAll(async () => {
  const verification = await ledger?.verify();
  expect(verification?.discrepancies).toEqual([]);
  await harness?.close();
});

async function member(fundsMinor = 0n): Promise<TestMember & { token: string }> {
  const created = await createMember(harness);
  if (fundsMinor > 0n) await fundFromHouse(ledger, created.id, fundsMinor);
  return { ...created, token: await loginToken(harness, created) };
}

function selfExclude(token: string, password: string, period = '6m') {
  return call(harness.app, 'POST', '/api/responsible-gaming/self-exclusions', {
    token,
    body: { period, password },
  });
}

function staffExclusion(memberId: string, body: Record<string, unknown>) {
  return call(harness.app, 'POST', `/api/admin/members/${memberId}/exclusions`, { token: staffToken, body });
}

async function gameNode(): Promise<string> {
  const row = await harness.database.db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', vendor)
    .where('maintenance', '=', false)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function callback(action: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify(body);
  return harness.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendor}/wallet/${action}`,
    headers: signedHeaders(vendorSignatureHeaders, vendorSecret, rawBody),
    payload: rawBody,
  });
}

describe('starting an exclusion', () => {
  it('self-exclusion asks the password again, ends every session, and a member without money cannot sign in', async () => {
    const player = await member();
    const other = await loginToken(harness, player);
    expectError(await selfExclude(player.token, 'not-the-password'), 400, 'old_password_incorrect');
    expect((await call(harness.app, 'GET', '/api/members/me', { token: other })).statusCode).toBe(200);

    const started = await selfExclude(player.token, player.password, '1y');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      exclusion: { kind: 'self_exclusion', source: 'member' },
      sessionsEnded: 2,
    });
    for (const token of [player.token, other])
      expectError(await call(harness.app, 'GET', '/api/members/me', { token }), 401, 'unauthorized');

    const refused = await loginResponse(harness, player);
    const error = expectError(refused, 403, 'account_self_excluded');
    expect(error).toBeDefined();
    const until = refused.json().until as string;
    expect(new Date(until).getTime()).toBeGreaterThan(clockMs + 360 * 24 * hourMs);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', player.id)
      .where('action', '=', 'rg.exclusion.self_exclusion')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('wrong passwords lock the confirmation (not the sign-in): the session holder cannot guess on', async () => {
    const player = await member();
    const ip = freshIp();
    const attempt = (password: string) =>
      call(harness.app, 'POST', '/api/responsible-gaming/self-exclusions', {
        token: player.token,
        ip,
        body: { period: '6m', password },
      });
    for (let index = 1; index < 5; index += 1)
      expectError(await attempt(`wrong-${index}`), 400, 'old_password_incorrect');
    expectError(await attempt('wrong-5'), 423, 'account_locked');
    // Locked: even the right password is not looked at, and nothing was excluded.
    expectError(await attempt(player.password), 423, 'account_locked');
    const rows = await harness.database.db
      .selectFrom('rg_exclusions')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    expect(rows).toEqual([]);
    // The member's own sign-in is untouched by it.
    expect((await loginResponse(harness, player)).json().result).toBe('success');
  });

  it('is never shortened: a shorter one is exclusion_cannot_shorten and the end stays; a longer one moves it', async () => {
    const player = await member();
    const twoWeeks = await staffExclusion(player.id, {
      kind: 'break',
      hours: 14 * 24,
      reason: 'phone request',
    });
    expect(twoWeeks.statusCode, twoWeeks.body).toBe(200);
    const firstUntil = twoWeeks.json().restriction.until as string;
    expectError(
      await staffExclusion(player.id, { kind: 'break', hours: 24, reason: 'shorter' }),
      409,
      'exclusion_cannot_shorten',
    );
    const state = await harness.database.db
      .selectFrom('rg_member_state')
      .selectAll()
      .where('member_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(new Date(state.blocked_until as Date).toISOString()).toBe(firstUntil);
    const permanent = await staffExclusion(player.id, {
      kind: 'self_exclusion',
      period: 'permanent',
      reason: 'call',
    });
    expect(permanent.statusCode, permanent.body).toBe(200);
    expect(permanent.json().restriction.until).toBeNull();
    // Nothing with an end replaces "for good".
    expectError(
      await staffExclusion(player.id, { kind: 'self_exclusion', period: '5y', reason: 'call' }),
      409,
      'exclusion_cannot_shorten',
    );
    expectError(await loginResponse(harness, player), 403, 'account_self_excluded');
  });

  it('logins racing an exclusion never leave a full session behind', async () => {
    for (let round = 0; round < 8; round += 1) {
      const player = await member();
      const [started, ...logins] = await Promise.all([
        staffExclusion(player.id, { kind: 'break', hours: 48, reason: 'race' }),
        loginResponse(harness, player),
        loginResponse(harness, player),
        loginResponse(harness, player),
      ]);
      expect(started.statusCode, started.body).toBe(200);
      for (const login of logins) expect([200, 403]).toContain(login.statusCode);
      const full = await harness.database.db
        .selectFrom('member_sessions')
        .select('id')
        .where('member_id', '=', player.id)
        .where('scope', '=', 'full')
        .execute();
      expect(full, `round ${round}`).toEqual([]);
    }
  });

  it('staff without manageExclusions cannot start one', async () => {
    const player = await member();
    const support = await signInNewStaff(harness.app, staffServiceOf(harness), 'customerService');
    const response = await call(harness.app, 'POST', `/api/admin/members/${player.id}/exclusions`, {
      token: support.token,
      body: { kind: 'break', hours: 24, reason: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('restricted session', () => {
  it('a self-excluded member with money signs in restricted: withdraws, but no deposit, launch, in-house play or promotions', async () => {
    const player = await member(50_000n);
    expect((await selfExclude(player.token, player.password)).statusCode).toBe(200);
    const login = await loginResponse(harness, player);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({
      result: 'restricted',
      restriction: { kind: 'self_exclusion', canRequestReturn: false },
    });
    const token = login.json().token as string;
    for (const path of [
      '/api/wallet/balance',
      '/api/withdrawals/settings',
      '/api/withdrawals',
      '/api/members/me',
    ])
      expect((await call(harness.app, 'GET', path, { token })).statusCode, path).toBe(200);
    const status = await call(harness.app, 'GET', '/api/responsible-gaming', { token });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ restrictedSession: true, restriction: { kind: 'self_exclusion' } });

    const refused: Array<[string, string, unknown]> = [
      ['POST', '/api/deposits', { channelId: '1', amountMinor: '1000' }],
      ['POST', '/api/deposits/gateway', { channelId: '1', amountMinor: '1000' }],
      ['POST', '/api/games/launch', { nodeId: await gameNode(), language: 'EN', device: 'desktop' }],
      ['POST', '/api/inhouse/slot/rounds', { stakeMinor: '100' }],
      ['POST', '/api/promotions/1/join', {}],
      ['GET', '/api/messages', undefined],
      ['GET', '/api/members/me/sessions', undefined],
      ['POST', '/api/responsible-gaming/breaks', { hours: 24 }],
    ];
    for (const [method, path, body] of refused)
      expectError(await call(harness.app, method as 'GET', path, { token, body }), 403, 'account_restricted');
    // The withdraw-only session ends like any other.
    expect((await call(harness.app, 'DELETE', '/api/session', { token })).statusCode).toBeLessThan(300);
  });
});

describe('withdrawing after an exclusion', () => {
  it('a restricted member without a payment password sets one and withdraws: the money is never trapped', async () => {
    const player = await member(50_000n);
    expect((await selfExclude(player.token, player.password)).statusCode).toBe(200);
    const login = await loginResponse(harness, player);
    expect(login.json().result, login.body).toBe('restricted');
    const token = login.json().token as string;
    const paymentPassword = '864209';
    const set = await call(harness.app, 'POST', '/api/members/me/payment-password', {
      token,
      body: { loginPassword: player.password, paymentPassword, confirmPaymentPassword: paymentPassword },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().hasPaymentPassword).toBe(true);
    const vendorWallets = await call(harness.app, 'GET', '/api/wallet/vendors', { token });
    expect(vendorWallets.statusCode, vendorWallets.body).toBe(200);
    const withdrawal = await call(harness.app, 'POST', '/api/withdrawals', {
      token,
      body: {
        requestId: randomUUID(),
        amount: '200',
        paymentPassword,
        bankName: 'Nabil Bank',
        accountHolder: 'Test Holder',
        accountNumber: '0123 4567 8901',
      },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    // Moving money into a vendor wallet is play: still refused.
    expectError(
      await call(harness.app, 'POST', '/api/wallet/vendors/transfer', {
        token,
        body: { requestId: randomUUID(), vendorCode: vendor, direction: 'in', amount: '10' },
      }),
      403,
      'account_restricted',
    );
  });
});

describe('vendor play after an exclusion', () => {
  it("an open vendor session's next bet is player_blocked, while its open round's win still settles", async () => {
    const player = await member(10_000n);
    const launched = await call(harness.app, 'POST', '/api/games/launch', {
      token: player.token,
      body: { nodeId: await gameNode(), language: 'EN', device: 'desktop' },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const vendorToken = new URL(launched.json().url).searchParams.get('token') as string;
    const money = (fields: Record<string, unknown>) => ({
      token: vendorToken,
      playerId: player.id,
      gameCode: 'pg_golden_lantern',
      currency: 'NPR',
      ...fields,
    });
    const round = `r-${randomUUID()}`;
    const bet = await callback(
      'bet',
      money({ transactionId: `b-${round}`, roundId: round, amountMinor: '1000' }),
    );
    expect(bet.json()).toMatchObject({ status: 'ok' });

    const breakStarted = await call(harness.app, 'POST', '/api/responsible-gaming/breaks', {
      token: player.token,
      body: { hours: 48 },
    });
    expect(breakStarted.statusCode, breakStarted.body).toBe(200);

    const late = `r-${randomUUID()}`;
    const blocked = await callback(
      'bet',
      money({ transactionId: `b-${late}`, roundId: late, amountMinor: '200' }),
    );
    expect(blocked.json()).toMatchObject({ status: 'error', code: 'player_blocked' });
    const again = await callback(
      'bet',
      money({ transactionId: `b2-${round}`, roundId: round, amountMinor: '100' }),
    );
    expect(again.json()).toMatchObject({ status: 'error', code: 'player_blocked' });
    const win = await callback(
      'win',
      money({ transactionId: `w-${round}`, roundId: round, amountMinor: '3000', endRound: true }),
    );
    expect(win.json()).toMatchObject({ status: 'ok', balanceMinor: '12000' });
    // With money left the member may sign in to withdraw it, but not launch again.
    const login = await loginResponse(harness, player);
    expect(login.json()).toMatchObject({ result: 'restricted', restriction: { kind: 'break' } });
  });

  it('bets racing the exclusion: none commits after it (the session row lock orders them)', async () => {
    const player = await member(100_000n);
    const launched = await call(harness.app, 'POST', '/api/games/launch', {
      token: player.token,
      body: { nodeId: await gameNode(), language: 'EN', device: 'desktop' },
    });
    const vendorToken = new URL(launched.json().url).searchParams.get('token') as string;
    const bets = Array.from({ length: 20 }, () => {
      const round = `r-${randomUUID()}`;
      return callback('bet', {
        token: vendorToken,
        playerId: player.id,
        gameCode: 'pg_golden_lantern',
        currency: 'NPR',
        transactionId: `b-${round}`,
        roundId: round,
        amountMinor: '1000',
      });
    });
    const [exclusion] = await Promise.all([
      call(harness.app, 'POST', '/api/responsible-gaming/breaks', {
        token: player.token,
        body: { hours: 24 },
      }),
      ...bets,
    ]);
    expect(exclusion.statusCode, exclusion.body).toBe(200);
    const accepted = bets.length - 0;
    expect(accepted).toBe(20);
    const answers = await Promise.all(bets);
    const ok = answers.filter((answer) => answer.json().status === 'ok').length;
    for (const answer of answers)
      if (answer.json().status !== 'ok') expect(answer.json()).toMatchObject({ code: 'player_blocked' });
    const rounds = await harness.database.db
      .selectFrom('game_rounds')
      .select('id')
      .where('member_id', '=', player.id)
      .execute();
    expect(rounds).toHaveLength(ok);
    const next = `r-${randomUUID()}`;
    const blocked = await callback('bet', {
      token: vendorToken,
      playerId: player.id,
      gameCode: 'pg_golden_lantern',
      currency: 'NPR',
      transactionId: `b-${next}`,
      roundId: next,
      amountMinor: '1000',
    });
    expect(blocked.json()).toMatchObject({ code: 'player_blocked' });
  });
});

describe('after the end', () => {
  it('stays closed until the member asks to return and the cooling-off passes; then the next login is full', async () => {
    const player = await member();
    const started = await call(harness.app, 'POST', '/api/responsible-gaming/breaks', {
      token: player.token,
      body: { hours: 24 },
    });
    expect(started.statusCode, started.body).toBe(200);
    expectError(await loginResponse(harness, player), 403, 'account_on_break');

    clockMs += 25 * hourMs;
    const ended = await loginResponse(harness, player);
    expect(ended.json()).toMatchObject({
      result: 'restricted',
      restriction: { kind: 'break', canRequestReturn: true },
    });
    const token = ended.json().token as string;
    expectError(await call(harness.app, 'GET', '/api/messages', { token }), 403, 'account_restricted');
    const returned = await call(harness.app, 'POST', '/api/responsible-gaming/return', { token });
    expect(returned.statusCode, returned.body).toBe(200);
    const effectiveAt = new Date(returned.json().returnEffectiveAt as string).getTime();
    expect(effectiveAt).toBe(clockMs + 24 * hourMs);

    clockMs += 23 * hourMs;
    const early = await loginResponse(harness, player);
    expect(early.json()).toMatchObject({ result: 'restricted', restriction: { canRequestReturn: false } });
    clockMs += 2 * hourMs;
    const back = await loginResponse(harness, player);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().result).toBe('success');
    const state = await harness.database.db
      .selectFrom('rg_member_state')
      .selectAll()
      .where('member_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ blocked: false, awaiting_return: false, marketing_blocked: false });
  });

  it('a running self-exclusion offers no return', async () => {
    const player = await member(1_000n);
    expect((await selfExclude(player.token, player.password, '6m')).statusCode).toBe(200);
    const login = await loginResponse(harness, player);
    const token = login.json().token as string;
    expectError(
      await call(harness.app, 'POST', '/api/responsible-gaming/return', { token }),
      409,
      'invalid_state',
    );
  });

  it('closure blocks at once and reopens only through the return request', async () => {
    const player = await member();
    const closed = await call(harness.app, 'POST', '/api/responsible-gaming/closure', {
      token: player.token,
      body: { reason: 'not_interested' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expectError(
      await call(harness.app, 'GET', '/api/members/me', { token: player.token }),
      401,
      'unauthorized',
    );
    const login = await loginResponse(harness, player);
    expect(login.json()).toMatchObject({
      result: 'restricted',
      restriction: { kind: 'closure', canRequestReturn: true },
    });
  });
});

describe('marketing', () => {
  it('segment messages skip an excluded member (now and at catch-up); a direct message still arrives', async () => {
    const admin = await signInNewStaff(harness.app, staffServiceOf(harness), 'admin');
    const kept = await member();
    const excluded = await member(5_000n);
    expect((await selfExclude(excluded.token, excluded.password)).statusCode).toBe(200);
    const sent = await call(harness.app, 'POST', '/api/admin/messages', {
      token: admin.token,
      body: {
        title: 'Offer',
        bodyHtml: '<p>Bonus!</p>',
        audience: { kind: 'segment', segment: { kind: 'everyone' } },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const job = harness.app.scheduledJobs.find((entry) => entry.name === messageFanOutJobName);
    await job?.run();
    const recipients = await harness.database.db
      .selectFrom('platform_message_deliveries')
      .select('member_id')
      .where('message_id', '=', sent.json().message.id)
      .execute();
    const ids = recipients.map((row) => String(row.member_id));
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(excluded.id);

    const direct = await call(harness.app, 'POST', '/api/admin/messages', {
      token: admin.token,
      body: {
        title: 'About your account',
        bodyHtml: '<p>Hi</p>',
        audience: { kind: 'member', username: excluded.username },
      },
    });
    expect(direct.statusCode, direct.body).toBe(200);
    await job?.run();
    const directRecipients = await harness.database.db
      .selectFrom('platform_message_deliveries')
      .select('member_id')
      .where('message_id', '=', direct.json().message.id)
      .execute();
    expect(directRecipients.map((row) => String(row.member_id))).toEqual([excluded.id]);
  });

  it('the automatic promotion job never picks an excluded member', async () => {
    const admin = await signInNewStaff(harness.app, staffServiceOf(harness), 'admin');
    const kept = await member();
    const excluded = await member(5_000n);
    for (const player of [kept, excluded]) await creditedDeposit(harness.database.db, player.id, 9_000n);
    expect((await selfExclude(excluded.token, excluded.password)).statusCode).toBe(200);
    const created = await call(harness.app, 'POST', '/api/admin/promotions', {
      token: admin.token,
      body: promotionInput({
        participation: 'automatic',
        eligibility: { type: 'deposit_in_period', minMinor: '5000' },
        reward: { type: 'fixed', amountMinor: '250' },
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const published = await call(harness.app, 'POST', `/api/admin/promotions/${id}/publish`, {
      token: admin.token,
    });
    expect(published.statusCode, published.body).toBe(200);
    const job = harness.app.scheduledJobs.find((entry) => entry.name === 'promotions-grant');
    await job?.run();
    const granted = await harness.database.db
      .selectFrom('bonuses')
      .select('member_id')
      .where('source_id', '=', id)
      .execute();
    const ids = granted.map((row) => String(row.member_id));
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(excluded.id);
  });
});
