import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import {
  call,
  createMember,
  loginToken,
  signInNewStaff,
  staffServiceOf,
} from '../../testing/accounts-kit.js';
import { pointsOf, setRatesAt } from '../../testing/points-kit.js';
import { startWithdrawalsHarness, type WithdrawalsHarness } from '../withdrawals/withdrawals-kit.js';
import type { PointsService } from './points-service.js';

/**
 * Loyalty points (issue 17 A): earning from settled valid bet per hour window and category at the rate
 * version of the window's start, reversal on refund (with debt when the points were spent), the job run
 * twice and by two processes at once paying once, a crash inside the payment's commit paying nothing,
 * points never mixing with money, and the member and staff routes.
 */

let harness: WithdrawalsHarness;
let points: PointsService;
const hourMs = 3_600_000;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  points = pointsOf(harness).points;
  // Rates in force from long ago: 1 point per 1.00 valid bet by default, SLOT 1 point per 0.50.
  await setRatesAt(harness.database.db, new Date('2020-01-01T00:00:00Z'), {
    defaultValidBetPerPointMinor: '100',
    categories: { SLOT: '50' },
  });
});

afterAll(async () => {
  await harness?.close();
});

/** The start of the hour `hoursAgo` hours before now (a window of member_category_windows). */
function hourStart(hoursAgo: number): Date {
  return new Date(Math.floor(Date.now() / hourMs) * hourMs - hoursAgo * hourMs);
}

async function settle(
  memberId: string,
  round: { category: string; validBetMinor: bigint; winMinor?: bigint; settledAt: Date },
): Promise<string> {
  const id = randomUUID();
  await harness.database.db
    .insertInto('game_rounds')
    .values({
      id,
      member_id: memberId,
      vendor_code: 'KIT',
      game_code: 'kit-game',
      category: round.category,
      external_round_id: id,
      currency: 'NPR',
      stake_minor: round.validBetMinor.toString(),
      win_minor: (round.winMinor ?? 0n).toString(),
      valid_bet_minor: round.validBetMinor.toString(),
      status: 'settled',
      opened_at: round.settledAt,
      settled_at: round.settledAt,
    })
    .execute();
  return id;
}

async function refund(roundId: string, validBetMinor: bigint, cancel = false): Promise<void> {
  await harness.database.db
    .updateTable('game_rounds')
    .set(
      cancel
        ? { status: 'cancelled', valid_bet_minor: '0' }
        : { valid_bet_minor: validBetMinor.toString(), stake_minor: validBetMinor.toString() },
    )
    .where('id', '=', roundId)
    .execute();
}

/** Runs the earning job until the queue is empty (bounded). */
async function drain(service: PointsService = points): Promise<void> {
  for (let run = 0; run < 20; run += 1) {
    const result = await service.earnDue();
    if (result.windows === 0) return;
  }
  throw new Error('the points queue did not drain');
}

async function newMember(): Promise<string> {
  return (await createMember(harness)).id;
}

async function transfersOf(memberId: string, code?: string) {
  let query = harness.database.db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', (join) =>
      join.on((eb) =>
        eb.or([
          eb('a.id', '=', eb.ref('t.debit_account_id')),
          eb('a.id', '=', eb.ref('t.credit_account_id')),
        ]),
      ),
    )
    .select(['t.id', 't.code', 't.amount', 't.reference_id'])
    .where('a.code', '=', `member:${memberId}:points`);
  if (code) query = query.where('t.code', '=', code);
  return query.execute();
}

describe('earning', () => {
  it('earns per window and category, rounding each category down, and takes points back on a refund', async () => {
    const member = await newMember();
    const at = new Date(hourStart(2).getTime() + 10 * 60_000);
    const slot = await settle(member, { category: 'SLOT', validBetMinor: 1_049n, settledAt: at });
    await settle(member, { category: 'LIVE', validBetMinor: 199n, settledAt: at });
    await settle(member, {
      category: 'LIVE',
      validBetMinor: 100n,
      settledAt: new Date(at.getTime() + 60_000),
    });
    await drain();
    // SLOT floor(1049 / 50) = 20, LIVE floor(299 / 100) = 2: 22, not floor of a sum of fractions.
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 22n, lifetimePoints: 22n });

    await refund(slot, 400n);
    await drain();
    // SLOT 400 / 50 = 8: the window now earns 10; 12 go back.
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 10n, lifetimePoints: 10n });
    const lines = await points.transactionDetails(member, 1, 20);
    expect(lines.lines.map((line) => [line.code, line.points, line.balanceAfterPoints])).toEqual([
      ['points_reverse', '-12', '10'],
      ['points_earn', '22', '22'],
    ]);
    expect(lines.pageInfo.total).toBe(2);
  });

  it('keeps what a reversal cannot take back as debt, settled first by later earnings', async () => {
    const member = await newMember();
    const round = await settle(member, { category: 'SLOT', validBetMinor: 1_000n, settledAt: hourStart(3) });
    await drain();
    expect((await points.balanceOf(member)).spendablePoints).toBe(20n);
    await points.spend({
      memberId: member,
      points: 15n,
      code: 'points_redeem',
      transferId: randomUUID(),
      referenceType: 'test',
      referenceId: 'spend',
    });
    await refund(round, 0n, true);
    await drain();
    // 20 to take back, 5 left: the balance goes to 0 and 15 are owed; lifetime follows what was earned.
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 0n, lifetimePoints: 0n });
    expect((await points.memberPoints(member, 1, 10)).debtPoints).toBe('15');

    await settle(member, { category: 'LIVE', validBetMinor: 2_500n, settledAt: hourStart(1) });
    await drain();
    // 25 earned: 15 settle the debt, 10 are paid.
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 10n, lifetimePoints: 25n });
    expect((await points.memberPoints(member, 1, 10)).debtPoints).toBe('0');
  });

  it('earns a window at the rate version in force at its start; a later change never rewrites it', async () => {
    const db = harness.database.db;
    const member = await newMember();
    const early = await settle(member, { category: 'FISH', validBetMinor: 1_000n, settledAt: hourStart(5) });
    await drain();
    expect((await points.balanceOf(member)).spendablePoints).toBe(10n);
    // A new version from 4 hours ago: FISH earns 1 point per 0.10.
    await setRatesAt(db, hourStart(4), {
      defaultValidBetPerPointMinor: '100',
      categories: { SLOT: '50', FISH: '10' },
    });
    await settle(member, { category: 'FISH', validBetMinor: 1_000n, settledAt: hourStart(3) });
    // A correction of the early window is recomputed at its own (old) version.
    await refund(early, 500n);
    await drain();
    expect((await points.balanceOf(member)).spendablePoints).toBe(5n + 100n);
    await db.deleteFrom('points_rate_versions').where('effective_from', '=', hourStart(4)).execute();
  });

  it('pays a window once when the job runs twice and when two processes run it at once', async () => {
    const members = await Promise.all([newMember(), newMember(), newMember()]);
    for (const [index, member] of members.entries())
      for (let round = 0; round < 5; round += 1)
        await settle(member, {
          category: index % 2 === 0 ? 'SLOT' : 'LIVE',
          validBetMinor: 1_000n + BigInt(round),
          settledAt: new Date(hourStart(round % 3).getTime() + round * 1000),
        });
    const other = pointsOf(harness).points;
    await Promise.all([points.runMinute(), other.runMinute(), points.runMinute(), other.earnDue()]);
    await Promise.all([drain(points), drain(other)]);
    for (const [index, member] of members.entries()) {
      // SLOT: per window floor(sum / 50); the windows hold rounds 0,3 / 1,4 / 2.
      const sums = [1_000n + 1_003n, 1_001n + 1_004n, 1_002n];
      const rate = index % 2 === 0 ? 50n : 100n;
      const expected = sums.reduce((total, sum) => total + sum / rate, 0n);
      expect((await points.balanceOf(member)).spendablePoints).toBe(expected);
      expect(await transfersOf(member, 'points_earn')).toHaveLength(3);
    }
  });

  it('commits a window’s payment and its record together: a failure inside the commit pays nothing', async () => {
    const db = harness.database.db;
    const member = await newMember();
    await settle(member, { category: 'SLOT', validBetMinor: 500n, settledAt: hourStart(1) });
    // The window's record fails to write (a crash inside the commit, as far as the database is concerned).
    await sql`
      create or replace function points_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql`
      create trigger points_test_refuse before update on points_window_payments
      for each row when (new.member_id = ${sql.lit(Number(member))}) execute function points_test_refuse()`.execute(
      db,
    );
    try {
      await points.earnDue();
    } finally {
      await sql`drop trigger points_test_refuse on points_window_payments`.execute(db);
    }
    expect((await points.balanceOf(member)).spendablePoints).toBe(0n);
    expect(await transfersOf(member)).toHaveLength(0);

    await drain();
    expect((await points.balanceOf(member)).spendablePoints).toBe(10n);
    // The process died after its commit but before taking the window off the queue: the next run finds
    // the window paid and pays nothing more.
    await sql`insert into points_due (member_id, window_start) values (${member}, ${hourStart(1)})`.execute(
      db,
    );
    await drain(pointsOf(harness).points);
    expect((await points.balanceOf(member)).spendablePoints).toBe(10n);
    expect(await transfersOf(member)).toHaveLength(1);
  });

  it('leaves a window final after the correction days: a later refund no longer moves its points', async () => {
    const member = await newMember();
    const old = new Date(Date.now() - 8 * 86_400_000);
    await settle(member, { category: 'SLOT', validBetMinor: 1_000n, settledAt: old });
    await drain();
    expect((await points.balanceOf(member)).spendablePoints).toBe(0n);
    const due = await harness.database.db
      .selectFrom('points_due')
      .select('member_id')
      .where('member_id', '=', member)
      .execute();
    expect(due).toEqual([]);
  });
});

describe('awards, spends and refunds', () => {
  it('awards once per key, counts for level only when asked, and refuses a spend beyond the balance', async () => {
    const member = await newMember();
    const key = randomUUID();
    const award = {
      memberId: member,
      points: 40n,
      code: 'mission_points' as const,
      key,
      referenceType: 'mission',
      referenceId: 'm1',
      countsForLevel: true,
    };
    expect((await points.award(award)).replayed).toBe(false);
    expect((await points.award(award)).replayed).toBe(true);
    await points.award({
      ...award,
      key: randomUUID(),
      code: 'promotion_points',
      countsForLevel: false,
      points: 5n,
    });
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 45n, lifetimePoints: 40n });

    const spend = {
      memberId: member,
      points: 46n,
      code: 'points_redeem' as const,
      transferId: randomUUID(),
      referenceType: 'test',
      referenceId: 'r1',
    };
    await expect(points.spend(spend)).rejects.toMatchObject({ code: 'points_insufficient' });
    const spent = { ...spend, points: 45n };
    await points.spend(spent);
    expect((await points.spend(spent)).replayed).toBe(true);
    // Spending never lowers lifetime points.
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 0n, lifetimePoints: 40n });
    await points.refund({ ...spent, code: 'points_redeem_refund', transferId: randomUUID() });
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 45n, lifetimePoints: 40n });
  });

  it('writes a caller’s records with the transfer or not at all', async () => {
    const member = await newMember();
    const key = randomUUID();
    await points.pointsAccountId(member);
    // A record that cannot be written (it breaks a check): the transfer must not commit either.
    const failing = {
      statement: sql`update member_loyalty set lifetime_points = -1 where member_id = ${member} returning 1`,
      expectedRows: 1,
    };
    await expect(
      points.award({
        memberId: member,
        points: 7n,
        code: 'ranking_points',
        key,
        referenceType: 'ranking',
        referenceId: 'b1',
        countsForLevel: true,
        records: [failing],
      }),
    ).rejects.toBeDefined();
    expect(await points.balanceOf(member)).toEqual({ spendablePoints: 0n, lifetimePoints: 0n });
  });
});

describe('points and money', () => {
  it('refuses a transfer between points and money on both ledger paths', async () => {
    const member = await newMember();
    const pointsAccount = await points.pointsAccountId(member);
    const main = await harness.ledger.ensureAccount({
      code: `member:${member}:main`,
      kind: 'member_main',
      memberId: member,
      currency: 'NPR',
      mayGoNegative: false,
    });
    await points.award({
      memberId: member,
      points: 100n,
      code: 'points_adjust',
      key: randomUUID(),
      referenceType: 'test',
      referenceId: 'x',
      countsForLevel: false,
    });
    const request = {
      id: randomUUID(),
      debitAccountId: pointsAccount,
      creditAccountId: main.id,
      amountMinor: 10n,
      code: 'points_convert',
    };
    await expect(harness.ledger.transfer(request)).rejects.toMatchObject({ code: 'validation_failed' });
    const { ledger } = pointsOf(harness);
    const outcome = await ledger.transferWithRecords(
      { ...request, id: randomUUID() },
      {
        balanceAccountId: pointsAccount,
        writer: { prepare: async () => new Set<number>(), writes: () => ({ statements: [] }) },
        payload: null,
      },
    );
    expect(outcome).toMatchObject({ type: 'refused', error: { code: 'validation_failed' } });
    expect((await points.balanceOf(member)).spendablePoints).toBe(100n);
    expect((await harness.ledger.balanceOf(main.id)).postedMinor).toBe(0n);
  });

  it('verifies each currency’s books by themselves', async () => {
    const verified = await harness.ledger.verify();
    expect(verified.discrepancies).toEqual([]);
    expect(verified.mixedCurrencyTransfers).toBe(0);
    const currencies = verified.totalsByCurrency.map((book) => book.currency);
    expect(currencies).toContain('PTS');
    for (const book of verified.totalsByCurrency) {
      expect(book.debitsPosted, book.currency).toBe(book.creditsPosted);
      expect(book.debitsPending, book.currency).toBe(book.creditsPending);
    }
    const pts = verified.totalsByCurrency.find((book) => book.currency === 'PTS');
    expect(BigInt(pts?.debitsPosted ?? '0')).toBeGreaterThan(0n);
  });
});

describe('routes', () => {
  it('answers not_found while PTSYS3 is off; balance, details and rates when on; staff adjust with a reason', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    await harness.settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: false }), 'test');
    expect((await call(harness.app, 'GET', '/api/points/balance', { token })).statusCode).toBe(404);
    expect((await call(harness.app, 'GET', '/api/points/config')).statusCode).toBe(404);
    await harness.settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: true }), 'test');
    try {
      const staff = await signInNewStaff(harness.app, staffServiceOf(harness), 'finance');
      const adjusted = await call(harness.app, 'POST', `/api/admin/members/${member.id}/points/adjustments`, {
        token: staff.token,
        body: { points: '30', reason: 'Goodwill after a game fault' },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
      expect(adjusted.json()).toMatchObject({ spendablePoints: '30', lifetimePoints: '30' });
      const tooMuch = await call(harness.app, 'POST', `/api/admin/members/${member.id}/points/adjustments`, {
        token: staff.token,
        body: { points: '-31', reason: 'Too much' },
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({ error: { code: 'points_insufficient' } });
      const audit = await harness.database.db
        .selectFrom('audit_log')
        .select(['action', 'target_id'])
        .where('action', '=', 'points.adjust')
        .where('target_id', '=', member.id)
        .execute();
      expect(audit).toHaveLength(1);

      const balance = await call(harness.app, 'GET', '/api/points/balance', { token });
      expect(balance.json()).toEqual({ spendablePoints: '30', lifetimePoints: '30' });
      const details = await call(harness.app, 'GET', '/api/points/transactions?page=1&pageSize=10', {
        token,
      });
      expect(details.json()).toMatchObject({
        lines: [
          {
            code: 'points_adjust',
            points: '30',
            balanceAfterPoints: '30',
            remark: 'Goodwill after a game fault',
          },
        ],
        pageInfo: { total: 1 },
      });
      const config = await call(harness.app, 'GET', '/api/points/config');
      expect(config.json()).toMatchObject({
        earning: {
          defaultValidBetPerPointMinor: '100',
          categories: [{ category: 'SLOT', validBetPerPointMinor: '50' }],
        },
        correctionDays: 7,
      });

      const writer = await signInNewStaff(harness.app, staffServiceOf(harness), 'content');
      const rates = await call(harness.app, 'PUT', '/api/admin/points/rates', {
        token: writer.token,
        body: { defaultValidBetPerPointMinor: null, categories: { LIVE: '1000' } },
      });
      expect(rates.statusCode, rates.body).toBe(200);
      // Saved by the staff member's name (as staff lists show who decided), not a bare id.
      expect(rates.json().current).toMatchObject({
        defaultValidBetPerPointMinor: null,
        createdBy: writer.username,
      });
      const ratesAudit = await harness.database.db
        .selectFrom('audit_log')
        .select(['actor_id'])
        .where('action', '=', 'points.rates')
        .execute();
      expect(ratesAudit).toEqual([{ actor_id: writer.id }]);
      const reader = await signInNewStaff(harness.app, staffServiceOf(harness), 'customerService');
      const memberView = await call(harness.app, 'GET', `/api/admin/members/${member.id}/points`, {
        token: reader.token,
      });
      expect(memberView.json()).toMatchObject({
        spendablePoints: '30',
        lifetimePoints: '30',
        debtPoints: '0',
        lines: [{ code: 'points_adjust', remark: 'Goodwill after a game fault' }],
      });
      const nobody = await call(harness.app, 'GET', '/api/admin/members/999999999/points', {
        token: reader.token,
      });
      expect(nobody.statusCode).toBe(404);
      expect((await call(harness.app, 'GET', '/api/points/config')).json().earning.categories).toEqual([
        { category: 'LIVE', validBetPerPointMinor: '1000' },
      ]);
    } finally {
      await harness.settings.update('whitelabel', (flags) => ({ ...flags, PTSYS3: false }), 'test');
    }
  });
});

describe('errors', () => {
  it('refuses a non-positive award', async () => {
    const member = await newMember();
    await expect(
      points.award({
        memberId: member,
        points: 0n,
        code: 'mission_points',
        key: randomUUID(),
        referenceType: 'x',
        referenceId: 'y',
        countsForLevel: false,
      }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
