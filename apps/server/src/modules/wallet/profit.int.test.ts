import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  expectError,
  loginToken,
  startAccountsHarness,
  type TestMember,
} from '../../testing/accounts-kit.js';
import { LedgerRepository } from './ledger-repository.js';
import { LedgerService } from './ledger-service.js';

let harness: AccountsHarness;
let ledger: LedgerService;
let counterparts: Record<'house' | 'channel' | 'vendor' | 'bonus', string>;

/** The demo brand's clock: Nepal, GMT+05:45. */
const offsetMinutes = 345;

beforeAll(async () => {
  harness = await startAccountsHarness();
  ledger = new LedgerService(new LedgerRepository(harness.database.db));
  const account = async (code: string, kind: 'house' | 'payment_channel' | 'vendor' | 'bonus_pool') =>
    (await ledger.ensureAccount({ code, kind, currency: 'NPR', mayGoNegative: true })).id;
  counterparts = {
    house: await account('house', 'house'),
    channel: await account('channel:test-bank', 'payment_channel'),
    vendor: await account('vendor:pg', 'vendor'),
    bonus: await account('pool:bonus', 'bonus_pool'),
  };
});

afterAll(async () => {
  await harness.close();
});

/** A brand-local wall-clock time as the instant it is. */
function local(dayAndTime: string): Date {
  return new Date(Date.parse(`${dayAndTime}Z`) - offsetMinutes * 60_000);
}

function brandToday(offsetDays = 0): string {
  return new Date(Date.now() + offsetMinutes * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function mainAccount(member: TestMember): Promise<string> {
  const account = await ledger.ensureAccount({
    code: `member:${member.id}:main`,
    kind: 'member_main',
    memberId: member.id,
    currency: 'NPR',
    mayGoNegative: false,
  });
  return account.id;
}

/**
 * One ledger line on the member's main wallet through the real LedgerService, then (test only) moved to a
 * chosen time: the ledger stamps lines with the current time and is append-only, so the test lifts the
 * append-only trigger for its own transaction. Balances are untouched; only created_at changes.
 */
async function line(
  member: TestMember,
  code: string,
  amountMinor: bigint,
  options: { from?: keyof typeof counterparts; at?: Date; pending?: boolean; counterpartId?: string } = {},
) {
  const mainId = await mainAccount(member);
  const counterpartId = options.counterpartId ?? counterparts[options.from ?? 'house'];
  const incoming = amountMinor > 0n;
  const transfer = await ledger.transfer({
    id: randomUUID(),
    debitAccountId: incoming ? counterpartId : mainId,
    creditAccountId: incoming ? mainId : counterpartId,
    amountMinor: incoming ? amountMinor : -amountMinor,
    code,
    ...(options.pending ? { pending: true } : {}),
  });
  const at = options.at;
  if (at) {
    await harness.database.db.transaction().execute(async (transaction) => {
      await sql`set local session_replication_role = replica`.execute(transaction);
      await transaction
        .updateTable('ledger_transfers')
        .set({ created_at: at })
        .where('id', '=', transfer.id)
        .execute();
    });
  }
  return transfer;
}

async function profit(token: string, query: string) {
  const reply = await call(harness.app, 'GET', `/api/wallet/profit?${query}`, { token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

const zero = {
  deposits: '0',
  withdrawals: '0',
  bets: '0',
  wins: '0',
  bonuses: '0',
  agentCommissions: '0',
  adjustments: '0',
  fees: '0',
  transfers: '0',
  gameResult: '0',
  profit: '0',
};

describe('personal profit and loss', () => {
  let member: TestMember;
  let token: string;
  const firstDay = '2024-03-10';
  const secondDay = '2024-03-11';
  const firstDayFigures = {
    ...zero,
    deposits: '100000',
    bets: '-30000',
    wins: '35000',
    bonuses: '5000',
    gameResult: '5000',
    profit: '10000',
  };
  const secondDayFigures = {
    ...zero,
    withdrawals: '-50000',
    bets: '-2000',
    bonuses: '525',
    adjustments: '100',
    fees: '-200',
    transfers: '-300',
    gameResult: '-2000',
    profit: '-1475',
  };

  beforeAll(async () => {
    member = await createMember(harness);
    token = await loginToken(harness, member);
    const upline = await createMember(harness);
    const vendorWallet = await ledger.ensureAccount({
      code: `member:${member.id}:vendor:pg`,
      kind: 'member_vendor',
      memberId: member.id,
      currency: 'NPR',
      mayGoNegative: false,
    });
    await line(member, 'deposit', 100_000n, { from: 'channel', at: local(`${firstDay}T10:00:00`) });
    await line(member, 'bet', -20_000n, { from: 'vendor', at: local(`${firstDay}T12:00:00`) });
    await line(member, 'win', 35_000n, { from: 'vendor', at: local(`${firstDay}T12:05:00`) });
    await line(member, 'bonus', 5_000n, { from: 'bonus', at: local(`${firstDay}T13:00:00`) });
    // The last minute of the first day and the first minute of the second, in the brand's clock.
    await line(member, 'bet', -10_000n, { from: 'vendor', at: local(`${firstDay}T23:59:00`) });
    await line(member, 'bet', -3_000n, { from: 'vendor', at: local(`${secondDay}T00:01:00`) });
    await line(member, 'refund', 1_000n, { from: 'vendor', at: local(`${secondDay}T00:02:00`) });
    await line(member, 'rebate', 525n, { from: 'bonus', at: local(`${secondDay}T08:00:00`) });
    await line(member, 'withdrawal', -50_000n, { from: 'channel', at: local(`${secondDay}T09:00:00`) });
    await line(member, 'withdrawal_fee', -200n, { from: 'house', at: local(`${secondDay}T09:00:01`) });
    // A hold still open moves no posted money, and a vendor move is not profit or loss.
    await line(member, 'withdrawal', -7_000n, {
      from: 'channel',
      pending: true,
      at: local(`${secondDay}T09:30:00`),
    });
    await line(member, 'vendor_transfer_in', -4_000n, {
      counterpartId: vendorWallet.id,
      at: local(`${secondDay}T10:00:00`),
    });
    await line(member, 'adjustment', 100n, { from: 'house', at: local(`${secondDay}T11:00:00`) });
    await line(member, 'transfer_upline', -300n, {
      counterpartId: await mainAccount(upline),
      at: local(`${secondDay}T12:00:00`),
    });
    expect((await ledger.verify()).discrepancies).toEqual([]);
  });

  it('sums every group per brand-local day and over the range, exactly', async () => {
    const report = await profit(token, `period=custom&from=${firstDay}&to=${secondDay}`);
    expect(report).toMatchObject({ period: 'custom', from: firstDay, to: secondDay, gmtOffsetMinutes: 345 });
    expect(report.totals).toEqual({
      deposits: '100000',
      withdrawals: '-50000',
      bets: '-32000',
      wins: '35000',
      bonuses: '5525',
      agentCommissions: '0',
      adjustments: '100',
      fees: '-200',
      transfers: '-300',
      gameResult: '3000',
      profit: '8525',
    });
    expect(report.days).toEqual([
      { day: secondDay, ...secondDayFigures },
      { day: firstDay, ...firstDayFigures },
    ]);
  });

  it('puts 23:59 local on the first day and 00:01 local on the second', async () => {
    const first = await profit(token, `period=custom&from=${firstDay}&to=${firstDay}`);
    expect(first.totals).toEqual(firstDayFigures);
    expect(first.days).toHaveLength(1);
    const second = await profit(token, `period=custom&from=${secondDay}&to=${secondDay}`);
    expect(second.totals).toEqual(secondDayFigures);
    const before = await profit(token, 'period=custom&from=2024-03-01&to=2024-03-09');
    expect(before).toMatchObject({ totals: zero, days: [] });
  });

  it("never counts another member's lines", async () => {
    const stranger = await createMember(harness);
    const strangerToken = await loginToken(harness, stranger);
    const report = await profit(strangerToken, `period=custom&from=${firstDay}&to=${secondDay}`);
    expect(report).toMatchObject({ totals: zero, days: [] });
  });

  it('resolves today and yesterday in the brand calendar', async () => {
    const fresh = await createMember(harness);
    const freshToken = await loginToken(harness, fresh);
    await line(fresh, 'deposit', 2_000n, { from: 'channel' });
    await line(fresh, 'bet', -500n, { from: 'vendor', at: local(`${brandToday(-1)}T23:59:00`) });
    const today = await profit(freshToken, 'period=today');
    expect(today).toMatchObject({ from: brandToday(), to: brandToday() });
    expect(today.totals).toEqual({ ...zero, deposits: '2000' });
    const yesterday = await profit(freshToken, 'period=yesterday');
    expect(yesterday).toMatchObject({ from: brandToday(-1), to: brandToday(-1) });
    expect(yesterday.totals).toEqual({ ...zero, bets: '-500', gameResult: '-500', profit: '-500' });
    const week = await profit(freshToken, 'period=last7Days');
    expect(week).toMatchObject({ from: brandToday(-6), to: brandToday() });
    expect(week.days.map((day: { day: string }) => day.day)).toEqual([brandToday(), brandToday(-1)]);
    expect((await profit(freshToken, 'period=thisMonth')).to).toBe(brandToday());
  });

  it('refuses ranges longer than 93 days, reversed, incomplete or impossible, and needs a session', async () => {
    expect((await profit(token, 'period=custom&from=2024-01-01&to=2024-04-02')).days).toHaveLength(2);
    for (const query of [
      'period=custom&from=2024-01-01&to=2024-04-03',
      'period=custom&from=2024-03-11&to=2024-03-10',
      'period=custom&from=2024-03-11',
      'period=custom&from=2024-02-30&to=2024-03-01',
      'period=custom&from=2024-3-1&to=2024-03-01',
      'period=fortnight',
    ]) {
      expectError(
        await call(harness.app, 'GET', `/api/wallet/profit?${query}`, { token }),
        400,
        'validation_failed',
      );
    }
    expectError(await call(harness.app, 'GET', '/api/wallet/profit?period=today'), 401, 'unauthorized');
  });
});

describe('bonus details', () => {
  it('lists only bonus and rebate lines, newest first, with their total, paged and filtered', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    await line(member, 'deposit', 10_000n, { from: 'channel' });
    // A second apart each, so newest-first has one answer.
    const base = Date.now() - 60_000;
    const amounts = [100n, 200n, 300n, 400n, 500n, 600n, 700n, 11n, 22n, 33n];
    for (const [index, amount] of amounts.entries()) {
      const code = index < 7 ? 'bonus' : 'rebate';
      await line(member, code, amount, { from: 'bonus', at: new Date(base + index * 1_000) });
    }
    await line(member, 'bet', -1_000n, { from: 'vendor' });
    await line(member, 'win', 5_000n, { from: 'vendor' });
    await line(member, 'bonus', 9_999n, { from: 'bonus', at: local('2024-03-10T12:00:00') });
    const stranger = await createMember(harness);
    await line(stranger, 'bonus', 4_242n, { from: 'bonus' });

    const page = async (query: string) => {
      const reply = await call(harness.app, 'GET', `/api/wallet/bonuses?${query}`, { token });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json();
    };
    const first = await page('pageSize=3');
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 3, total: 10 });
    expect(first.totalAmountMinor).toBe('2866');
    expect(
      first.records.map((record: { type: string; amountMinor: string }) => [record.type, record.amountMinor]),
    ).toEqual([
      ['rebate', '33'],
      ['rebate', '22'],
      ['rebate', '11'],
    ]);
    expect(first.records[0]).toMatchObject({ balanceAfterMinor: expect.any(String), reference: null });
    const last = await page('pageSize=3&page=4');
    expect(last.records.map((record: { amountMinor: string }) => record.amountMinor)).toEqual(['100']);
    const all = await page('pageSize=50');
    expect(all.records).toHaveLength(10);
    expect(all.records.every((record: { type: string }) => ['bonus', 'rebate'].includes(record.type))).toBe(
      true,
    );

    const rebates = await page('type=rebate');
    expect(rebates).toMatchObject({ totalAmountMinor: '66', pageInfo: { total: 3 } });
    const old = await page('from=2024-03-10&to=2024-03-10');
    expect(old).toMatchObject({ from: '2024-03-10', to: '2024-03-10', totalAmountMinor: '9999' });
    expect(old.records).toHaveLength(1);
    expect(old.records[0].createdAt).toBe(local('2024-03-10T12:00:00').toISOString());

    for (const query of [
      'pageSize=51',
      'pageSize=0',
      'page=0',
      'type=bet',
      'from=2024-01-01&to=2024-06-01',
    ]) {
      expectError(
        await call(harness.app, 'GET', `/api/wallet/bonuses?${query}`, { token }),
        400,
        'validation_failed',
      );
    }
  });
});
