import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@gaming/contracts/staff';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brandDay } from '../../platform/brand-day.js';
import { signedHeaders } from '../../platform/signed-body.js';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { fundQuietly } from '../../testing/live-kit.js';
import type { StaffService } from '../staff/staff-service.js';
import { LedgerRepository } from '../wallet/ledger-repository.js';
import { LedgerService } from '../wallet/ledger-service.js';
import { simulatedVendorSecret } from './vendor-adapter.js';

const simulator = { url: 'http://vendor-sim.test:8090', secret: 'cd'.repeat(32) };
const vendor = 'PG';
const vendorSecret = simulatedVendorSecret(simulator.secret, vendor);
const gameCode = 'pg_golden_lantern';

let harness: AccountsHarness;
let ledger: LedgerService;
let staffService: StaffService;
let member: TestMember;
let memberToken: string;
let vendorToken: string;
let support: string;
let content: string;
const played = { won: `won-${randomUUID()}`, refunded: `ref-${randomUUID()}`, old: `old-${randomUUID()}` };
const roundIds = { won: '', refunded: '', old: '', slot: '' };

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function signedInStaff(role: StaffRole): Promise<string> {
  return signInNewStaff(harness.app, staffService, role).then((staff) => staff.token);
}

async function callback(action: string, fields: Record<string, unknown>) {
  const rawBody = JSON.stringify({ token: vendorToken, playerId: member.id, ...fields });
  const response = await harness.app.inject({
    method: 'POST',
    url: `/api/vendors/${vendor}/wallet/${action}`,
    headers: signedHeaders(vendorSignatureHeaders, vendorSecret, rawBody),
    payload: rawBody,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().status, response.body).toBe('ok');
}

function money(round: string, transactionId: string, amountMinor: string, extra: object = {}) {
  return { transactionId, roundId: round, gameCode, currency: 'NPR', amountMinor, ...extra };
}

function lookup(query: string, token: string | undefined = support) {
  return call(harness.app, 'GET', `/api/admin/rounds?${query}`, { token });
}

function detail(id: string, token: string | undefined = support) {
  return call(harness.app, 'GET', `/api/admin/rounds/${id}`, { token });
}

async function roundIdOf(externalRoundId: string): Promise<string> {
  const row = await harness.database.db
    .selectFrom('game_rounds')
    .select('id')
    .where('external_round_id', '=', externalRoundId)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  harness = await startAccountsHarness({ vendorSimulator: simulator });
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  staffService = staffServiceOf(harness);
  support = await signedInStaff('customerService');
  content = await signedInStaff('content');
  member = await createMember(harness);
  await fundQuietly(harness.database.db, member.id, 50_000n);
  memberToken = await loginToken(harness, member);
  const node = await harness.database.db
    .selectFrom('games')
    .select('id')
    .where('vendor_code', '=', vendor)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const launched = ok(
    await call(harness.app, 'POST', '/api/games/launch', {
      token: memberToken,
      body: { nodeId: node.id, language: 'EN', device: 'desktop' },
    }),
  );
  vendorToken = new URL(launched.url).searchParams.get('token') as string;
  // A won round: bet, win (ends it). A refunded round: bet, then the vendor rolls it back.
  await callback('bet', money(played.won, `b-${played.won}`, '700'));
  await callback('win', money(played.won, `w-${played.won}`, '2500', { endRound: true }));
  await callback('bet', money(played.refunded, `b-${played.refunded}`, '1000'));
  await callback('refund', {
    transactionId: `x-${played.refunded}`,
    betTransactionId: `b-${played.refunded}`,
    roundId: played.refunded,
    gameCode,
  });
  await callback('bet', money(played.old, `b-${played.old}`, '100'));
  roundIds.won = await roundIdOf(played.won);
  roundIds.refunded = await roundIdOf(played.refunded);
  roundIds.old = await roundIdOf(played.old);
  // Twenty days ago: outside the default seven days.
  await harness.database.db
    .updateTable('game_rounds')
    .set({ opened_at: new Date(Date.now() - 20 * 86_400_000) })
    .where('id', '=', roundIds.old)
    .execute();
  // An in-house slot round: no callbacks, its ledger transfers still found by the round.
  const slot = ok(
    await call(harness.app, 'POST', '/api/inhouse/slot/rounds', {
      token: memberToken,
      body: { requestId: randomUUID(), amount: '2.00' },
    }),
  );
  roundIds.slot = slot.round?.roundId ?? slot.roundId;
  expect(roundIds.slot).toMatch(/^[0-9a-f-]{36}$/);
});

afterAll(async () => {
  expect((await ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

const idsOf = (body: { rounds: Array<{ id?: string; roundId: string }> }) =>
  body.rounds.map((round) => round.roundId);

describe('adminRoundList', () => {
  it("finds a member's rounds of the last 7 days by account, with names and totals", async () => {
    const body = ok(await lookup(`member=${member.username.toUpperCase()}`));
    expect(idsOf(body).sort()).toEqual([roundIds.won, roundIds.refunded, roundIds.slot].sort());
    const today = brandDay(Date.now(), body.gmtOffsetMinutes);
    expect(body).toMatchObject({ from: addDays(today, -6), to: today, currency: 'NPR', decimals: 2 });
    const won = body.rounds.find((round: { roundId: string }) => round.roundId === roundIds.won);
    expect(won).toMatchObject({
      memberId: member.id,
      memberAccount: member.username,
      vendorCode: 'PG',
      gameName: 'Golden Lantern',
      externalRoundId: played.won,
      stakeMinor: '700',
      winMinor: '2500',
      status: 'settled',
    });
    expect(body.totals).toMatchObject({ count: 3, stakeMinor: String(700 + 200) });
    expect(ok(await lookup('member=nobody-like-this')).rounds).toEqual([]);
  });

  it('finds a round by our id, the vendor round id or a callback transaction id, on any day', async () => {
    expect(idsOf(ok(await lookup(`roundId=${roundIds.old}`)))).toEqual([roundIds.old]);
    expect(idsOf(ok(await lookup(`externalId=${played.old}`)))).toEqual([roundIds.old]);
    expect(idsOf(ok(await lookup(`externalId=b-${played.refunded}`)))).toEqual([roundIds.refunded]);
    expect(idsOf(ok(await lookup(`externalId=x-${played.refunded}&vendor=pg`)))).toEqual([roundIds.refunded]);
    expect(ok(await lookup(`externalId=x-${played.refunded}&vendor=JDB`)).rounds).toEqual([]);
    // Without an id the old round is outside the default days, and found with its day.
    expect(idsOf(ok(await lookup(`member=${member.username}`)))).not.toContain(roundIds.old);
    const oldDay = addDays(brandDay(Date.now(), 345), -20);
    expect(
      idsOf(
        ok(await lookup(`member=${member.username}&from=${addDays(oldDay, -1)}&to=${addDays(oldDay, 1)}`)),
      ),
    ).toEqual([roundIds.old]);
  });

  it('filters by vendor and state, and pages', async () => {
    const cancelled = ok(await lookup(`member=${member.username}&status=cancelled`));
    expect(idsOf(cancelled)).toEqual([roundIds.refunded]);
    const inhouse = ok(await lookup(`member=${member.username}&vendor=INHOUSE`));
    expect(idsOf(inhouse)).toEqual([roundIds.slot]);
    const first = ok(await lookup(`member=${member.username}&pageSize=2`));
    const second = ok(await lookup(`member=${member.username}&pageSize=2&page=2`));
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual(
      [roundIds.won, roundIds.refunded, roundIds.slot].sort(),
    );
  });

  it('refuses bad input with 400', async () => {
    expectError(await lookup('roundId=not-a-uuid'), 400, 'validation_failed');
    expectError(await lookup('pageSize=101'), 400, 'validation_failed');
    expectError(await lookup('vendor=P%20G'), 400, 'validation_failed');
    expectError(await lookup('status=won'), 400, 'validation_failed');
    expectError(await lookup('from=2025-03-10&to=2025-03-01'), 400, 'validation_failed');
    expectError(await lookup('from=2025-01-01&to=2025-06-30'), 400, 'validation_failed');
    expectError(await lookup('from=2025-02-30&to=2025-03-01'), 400, 'validation_failed');
    expectError(await detail('12345'), 400, 'validation_failed');
    expectError(await detail(randomUUID()), 404, 'not_found');
  });

  it('is for staff with readRounds only', async () => {
    expectError(await call(harness.app, 'GET', '/api/admin/rounds'), 401, 'unauthorized');
    expectError(await call(harness.app, 'GET', `/api/admin/rounds/${roundIds.won}`), 401, 'unauthorized');
    expectError(await lookup(`member=${member.username}`, memberToken), 401, 'unauthorized');
    expectError(await lookup(`member=${member.username}`, content), 403, 'forbidden');
    expectError(await detail(roundIds.won, content), 403, 'forbidden');
    for (const role of ['admin', 'finance', 'risk'] as const) {
      ok(await detail(roundIds.won, await signedInStaff(role)));
    }
  });
});

describe('adminRoundDetail', () => {
  it('shows a won round with its callbacks in order and the transfers each moved', async () => {
    const body = ok(await detail(roundIds.won));
    expect(body.round).toMatchObject({ roundId: roundIds.won, status: 'settled', netMinor: '1800' });
    expect(body.callbacks.map((row: { action: string }) => row.action)).toEqual(['bet', 'win']);
    expect(body.callbacks[0]).toMatchObject({
      transactionId: `b-${played.won}`,
      state: 'applied',
      amountMinor: '700',
      answer: 'ok',
    });
    expect(
      body.transfers.map((row: { code: string; memberAmountMinor: string }) => [
        row.code,
        row.memberAmountMinor,
      ]),
    ).toEqual([
      ['bet', '-700'],
      ['win', '2500'],
    ]);
    expect(body.callbacks[0].transferIds).toEqual([body.transfers[0].id]);
    expect(body.callbacks[1].transferIds).toEqual([body.transfers[1].id]);
  });

  it('shows a refunded round: the bet rolled back, its refund transfer, the refund callback', async () => {
    const body = ok(await detail(roundIds.refunded));
    expect(body.round).toMatchObject({ status: 'cancelled', netMinor: '0' });
    expect(body.callbacks.map((row: { action: string; state: string }) => [row.action, row.state])).toEqual([
      ['bet', 'rolled_back'],
      ['refund', 'applied'],
    ]);
    const codes = body.transfers.map((row: { code: string; memberAmountMinor: string }) => [
      row.code,
      row.memberAmountMinor,
    ]);
    expect(codes).toEqual([
      ['bet', '-1000'],
      ['refund', '1000'],
    ]);
    // Every transfer of the round is traced to a callback (the bet's own and its refund).
    expect([...body.callbacks[0].transferIds].sort()).toEqual(
      body.transfers.map((row: { id: string }) => row.id).sort(),
    );
  });

  it('shows an in-house round with no callbacks and its ledger transfers', async () => {
    const body = ok(await detail(roundIds.slot));
    expect(body.round).toMatchObject({ vendorCode: 'INHOUSE', gameCode: 'slot', stakeMinor: '200' });
    expect(body.callbacks).toEqual([]);
    expect(body.transfers[0]).toMatchObject({ code: 'bet', memberAmountMinor: '-200' });
  });
});
