import { randomUUID } from 'node:crypto';
import type { AdminMallItemCreate } from '@gaming/contracts/points-mall';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerIds } from '../../platform/derived-id.js';
import {
  call,
  createMember,
  expectError,
  loginToken,
  signInNewStaff,
  staffServiceOf,
  type TestMember,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { bonusesOf } from '../../testing/bonuses-kit.js';
import { setPaymentPassword } from '../../testing/live-kit.js';
import { testSecretKey } from '../../testing/test-app.js';
import { AuditRepository } from '../audit/audit-repository.js';
import { AuditService } from '../audit/audit-service.js';
import { MembersRepository } from '../members/members-repository.js';
import { PointsRepository } from '../points/points-repository.js';
import { PointsService } from '../points/points-service.js';
import { PlayStatsRepository } from '../rounds/play-stats-repository.js';
import { PlayStatsService } from '../rounds/play-stats-service.js';
import { startWithdrawalsHarness, type WithdrawalsHarness } from '../withdrawals/withdrawals-kit.js';
import { PointsMallRepository } from './points-mall-repository.js';
import { type MallGrants, PointsMallService } from './points-mall-service.js';

/**
 * The points mall on the real database through the real app (issue 17 B): stock under 100 concurrent
 * redeems, replays, the payment password's lockout, conversion rounding, privacy of redeems, rejection
 * refunds, a crash between the points and the payout finished once by the sweeper, PTSYS3 off.
 */

let harness: WithdrawalsHarness;
let points: PointsService;
let admin: { token: string };
const ledgerIds = new LedgerIds(testSecretKey);
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PTSYS3: true }));
  const db = harness.database.db;
  points = new PointsService(
    new PointsRepository(db),
    harness.ledger,
    ledgerIds,
    new PlayStatsService(new PlayStatsRepository(db)),
    harness.settings,
    new AuditService(new AuditRepository(db)),
    silent,
  );
  admin = await signInNewStaff(harness.app, staffServiceOf(harness), 'admin');
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function fundPoints(memberId: string, amount: bigint) {
  const key = randomUUID();
  await points.award({
    memberId,
    points: amount,
    code: 'points_adjust',
    key: ledgerIds.server('points', key, 'test'),
    referenceType: 'test',
    referenceId: key,
    countsForLevel: false,
  });
}

async function spendable(memberId: string): Promise<bigint> {
  return (await points.balanceOf(memberId)).spendablePoints;
}

async function mainBalance(memberId: string): Promise<bigint> {
  const account = await harness.database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', `member:${memberId}:main`)
    .executeTakeFirst();
  return account ? BigInt(account.credits_posted) - BigInt(account.debits_posted) : 0n;
}

type Player = TestMember & { token: string; paymentPassword: string };

async function player(pointsBalance = 0n): Promise<Player> {
  const member = await createMember(harness);
  const paymentPassword = await setPaymentPassword(harness.database.db, member.id);
  if (pointsBalance > 0n) await fundPoints(member.id, pointsBalance);
  return { ...member, paymentPassword, token: await loginToken(harness, member) };
}

const baseItem: AdminMallItemCreate = {
  kind: 'goods',
  category: 'GADGETS',
  title: { EN: 'Headphones', NE: 'हेडफोन' },
  description: { EN: 'Wireless headphones' },
  pointsPrice: '100',
  amountMinor: null,
  wageringMultiple: null,
  wageringDays: null,
  maxQuantityPerRedeem: 5,
  memberLimit: null,
  imageIds: [],
  sortOrder: 0,
  stock: 10,
};

async function publishedItem(overrides: Partial<AdminMallItemCreate> = {}): Promise<string> {
  const created = await call(harness.app, 'POST', '/api/admin/points-mall/items', {
    token: admin.token,
    body: { ...baseItem, ...overrides },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().item.id as string;
  const published = await call(harness.app, 'POST', `/api/admin/points-mall/items/${id}/status`, {
    token: admin.token,
    body: { status: 'published' },
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

function redeem(member: Player, body: Record<string, unknown>) {
  return call(harness.app, 'POST', '/api/points-mall/redeems', {
    token: member.token,
    body: { requestId: randomUUID(), quantity: 1, paymentPassword: member.paymentPassword, ...body },
  });
}

async function itemStock(id: string): Promise<string | null> {
  const row = await harness.database.db
    .selectFrom('points_mall_items')
    .select('stock')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function spendTransfers(redeemIds: readonly string[]): Promise<number> {
  if (redeemIds.length === 0) return 0;
  const rows = await harness.database.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('reference_type', '=', 'points_mall_redeem')
    .where('reference_id', 'in', [...redeemIds])
    .where('code', 'in', ['points_redeem', 'points_convert'])
    .execute();
  return rows.length;
}

describe('redeem', () => {
  it('100 concurrent redeems of an item with stock 10 give exactly 10, points debited exactly 10 times', async () => {
    const itemId = await publishedItem({ stock: 10 });
    const players = await Promise.all(Array.from({ length: 10 }, () => player(1_000n)));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => redeem(players[index % 10] as Player, { itemId })),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(10);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expectError(response, 409, 'mall_out_of_stock');
    expect(await itemStock(itemId)).toBe('0');
    const ids = ok.map((response) => response.json().redeem.id as string);
    expect(await spendTransfers(ids)).toBe(10);
    const balances = await Promise.all(players.map((p) => spendable(p.id)));
    expect(balances.reduce((sum, value) => sum + value, 0n)).toBe(10n * 1_000n - 10n * 100n);
    for (const response of ok) expect(response.json().redeem.status).toBe('in_process');
  }, 120_000);

  it('a replayed redeem applies once; the same request id with another body is refused', async () => {
    const itemId = await publishedItem({ stock: 5 });
    const member = await player(1_000n);
    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      redeem(member, { itemId, requestId, quantity: 2 }),
      redeem(member, { itemId, requestId, quantity: 2 }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().redeem.id).toBe(second.json().redeem.id);
    expect([first.json().replayed, second.json().replayed].sort()).toEqual([false, true]);
    expect(await itemStock(itemId)).toBe('3');
    expect(await spendable(member.id)).toBe(800n);
    expect(await spendTransfers([first.json().redeem.id])).toBe(1);
    expectError(await redeem(member, { itemId, requestId, quantity: 1 }), 409, 'request_id_reused');
    // The member's points lines name the redeem by its item, with the same transaction reference.
    const details = await call(harness.app, 'GET', '/api/points/transactions', { token: member.token });
    expect(details.statusCode, details.body).toBe(200);
    const spent = (
      details.json().lines as Array<{
        code: string;
        remark: string | null;
        points: string;
        transactionReference: string;
      }>
    ).filter((line) => line.code === 'points_redeem');
    expect(spent).toEqual([
      expect.objectContaining({
        points: '-200',
        remark: 'Headphones × 2',
        transactionReference: first.json().redeem.transactionReference,
      }),
    ]);
    expect(await spendable(member.id)).toBe(800n);
  }, 60_000);

  it('short of points: refused, nothing kept (stock back, no row)', async () => {
    const itemId = await publishedItem({ stock: 5, pointsPrice: '300' });
    const member = await player(500n);
    expectError(await redeem(member, { itemId, quantity: 2 }), 409, 'points_insufficient');
    expect(await itemStock(itemId)).toBe('5');
    const list = await call(harness.app, 'GET', '/api/points-mall/redeems', { token: member.token });
    expect(list.json().redeems).toHaveLength(0);
  }, 60_000);

  it("a member's limit per item holds", async () => {
    const itemId = await publishedItem({ stock: null, memberLimit: { quantity: 2, period: 'day' } });
    const member = await player(10_000n);
    const responses = await Promise.all(Array.from({ length: 5 }, () => redeem(member, { itemId })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(await spendable(member.id)).toBe(10_000n - 200n);
  }, 60_000);

  it('a wrong payment password counts toward the lockout shared with the cashier', async () => {
    const itemId = await publishedItem({ stock: 5 });
    const member = await player(1_000n);
    const upline = await createMember(harness);
    await setPaymentPassword(harness.database.db, member.id, { uplineId: upline.id });
    const cashier = (paymentPassword: string) =>
      call(harness.app, 'POST', '/api/wallet/transfers/upline', {
        token: member.token,
        body: { requestId: randomUUID(), amount: '1', paymentPassword },
      });
    const limit = harness.settings.get('security').lockoutAfterFailures;
    // Wrong tries in the mall and at the cashier count together.
    for (let attempt = 1; attempt < limit; attempt++) {
      const response =
        attempt % 2 === 0
          ? await cashier('000000')
          : await redeem(member, { itemId, paymentPassword: '000000' });
      expectError(response, 400, 'payment_password_incorrect');
    }
    expectError(await redeem(member, { itemId, paymentPassword: '000000' }), 423, 'account_locked');
    // Locked: even the right password is refused, in the mall and at the cashier.
    expectError(await redeem(member, { itemId }), 423, 'account_locked');
    expectError(await cashier(member.paymentPassword), 423, 'account_locked');
    expect(await spendable(member.id)).toBe(1_000n);
    expect(await itemStock(itemId)).toBe('5');
  }, 60_000);

  it("another member's redeem is 404", async () => {
    const itemId = await publishedItem({ stock: 5 });
    const owner = await player(1_000n);
    const other = await player(0n);
    const made = await redeem(owner, { itemId });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().redeem.id as string;
    const own = await call(harness.app, 'GET', `/api/points-mall/redeems/${id}`, { token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.json().transactionReference).toBe(ledgerIds.server('points-redeem', id, 'spend'));
    expectError(
      await call(harness.app, 'GET', `/api/points-mall/redeems/${id}`, { token: other.token }),
      404,
      'not_found',
    );
    const list = await call(harness.app, 'GET', '/api/points-mall/redeems', { token: other.token });
    expect(list.json().redeems).toHaveLength(0);
  }, 60_000);

  it('reject refunds points and stock (once); approve after that is invalid', async () => {
    const itemId = await publishedItem({ stock: 5 });
    const member = await player(1_000n);
    const made = await redeem(member, { itemId, quantity: 3 });
    const id = made.json().redeem.id as string;
    expect(await itemStock(itemId)).toBe('2');
    expect(await spendable(member.id)).toBe(700n);
    const rejects = await Promise.all(
      [0, 1].map(() =>
        call(harness.app, 'POST', `/api/admin/points-mall/redeems/${id}/reject`, {
          token: admin.token,
          body: { remark: 'Out of this colour' },
        }),
      ),
    );
    expect(rejects.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await itemStock(itemId)).toBe('5');
    expect(await spendable(member.id)).toBe(1_000n);
    const detail = await call(harness.app, 'GET', `/api/points-mall/redeems/${id}`, { token: member.token });
    expect(detail.json()).toMatchObject({ status: 'rejected', remark: 'Out of this colour' });
    expectError(
      await call(harness.app, 'POST', `/api/admin/points-mall/redeems/${id}/approve`, {
        token: admin.token,
        body: {},
      }),
      409,
      'invalid_state',
    );
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((row) => row.action)).toContain('points_mall.redeem_reject');
  }, 60_000);

  it('a cash item pays its money to main at once (code points_cash)', async () => {
    const itemId = await publishedItem({ kind: 'cash', amountMinor: '2500', stock: null });
    const member = await player(1_000n);
    const made = await redeem(member, { itemId, quantity: 2 });
    expect(made.json().redeem).toMatchObject({ status: 'approved', amountMinor: '5000', points: '200' });
    expect(await mainBalance(member.id)).toBe(5_000n);
  }, 60_000);
});

describe('bonus items', () => {
  it('a bonus item is granted through bonuses with its wagering (locked, not paid to main)', async () => {
    const itemId = await publishedItem({
      kind: 'bonus',
      amountMinor: '1000',
      wageringMultiple: 5,
      wageringDays: 7,
      stock: null,
    });
    const member = await player(1_000n);
    const made = await redeem(member, { itemId, quantity: 1 });
    expect(made.statusCode, made.body).toBe(200);
    const bonus = await harness.database.db
      .selectFrom('bonuses')
      .select(['kind', 'status', 'ledger_code', 'amount_minor', 'wagering_required_minor', 'source_id'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(bonus).toMatchObject({
      kind: 'points_mall',
      status: 'wagering',
      ledger_code: 'points_cash',
      amount_minor: '1000',
      wagering_required_minor: '5000',
      source_id: made.json().redeem.id,
    });
    expect(await mainBalance(member.id)).toBe(0n);
  }, 60_000);

  it('staff cannot save a bonus item above the brand cap, nor a goods item with money', async () => {
    const tooHigh = await call(harness.app, 'POST', '/api/admin/points-mall/items', {
      token: admin.token,
      body: { ...baseItem, kind: 'bonus', amountMinor: '1000', wageringMultiple: 99, wageringDays: 7 },
    });
    expectError(tooHigh, 400, 'wagering_multiple_too_high');
    const goodsWithMoney = await call(harness.app, 'POST', '/api/admin/points-mall/items', {
      token: admin.token,
      body: { ...baseItem, amountMinor: '1000' },
    });
    expect(expectError(goodsWithMoney, 400, 'validation_failed').issues?.[0]?.path).toBe('amountMinor');
  });
});

describe('convert', () => {
  it('converts at the configured ratio in multiples of the units, rounded towards the house', async () => {
    await updateSetting(harness.settings, 'pointsMall.settings', () => ({
      conversionEnabled: true,
      pointsPerUnit: 3,
      conversionUnits: 10,
      minimumConversionPoints: 20,
    }));
    const member = await player(1_000n);
    const convert = (pointsText: string, requestId = randomUUID()) =>
      call(harness.app, 'POST', '/api/points-mall/conversions', {
        token: member.token,
        body: { requestId, points: pointsText, paymentPassword: member.paymentPassword },
      });
    // 100 points at 3 a unit (2 decimals): 33.33 (3333.33… minor units rounded down).
    const made = await convert('100');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().redeem).toMatchObject({
      amountMinor: '3333',
      ratio: 3,
      units: 10,
      status: 'approved',
    });
    expect(await mainBalance(member.id)).toBe(3_333n);
    expect(await spendable(member.id)).toBe(900n);
    expectError(await convert('105'), 400, 'validation_failed');
    expectError(await convert('10'), 400, 'amount_below_minimum');
    expect(await spendable(member.id)).toBe(900n);
    await updateSetting(harness.settings, 'pointsMall.settings', (value) => ({
      ...value,
      conversionEnabled: false,
    }));
    expectError(await convert('100'), 403, 'function_not_enabled');
  }, 60_000);
});

describe('crash safety', () => {
  it('a crash between the points and the payout is finished by the sweeper, once', async () => {
    const itemId = await publishedItem({ kind: 'cash', amountMinor: '700', stock: 3 });
    const member = await player(1_000n);
    const memberRow = await new MembersRepository(harness.database.db).findById(member.id);
    if (!memberRow) throw new Error('member missing');
    const bonuses = bonusesOf(harness);
    let crash = true;
    const crashingGrants: MallGrants = {
      grant: async (input) => {
        if (crash) throw new Error('process died');
        return bonuses.grant(input);
      },
      checkWagering: (terms) => bonuses.checkWagering(terms),
    };
    const serviceAt = (now: () => Date, grants: MallGrants) =>
      new PointsMallService(
        new PointsMallRepository(harness.database.db),
        points,
        grants,
        { checkPaymentPassword: async () => undefined },
        ledgerIds,
        harness.settings,
        new AuditService(new AuditRepository(harness.database.db)),
        { warn: () => undefined },
        now,
      );
    const dying = serviceAt(() => new Date(), crashingGrants);
    await expect(
      dying.redeem(memberRow, { requestId: randomUUID(), itemId, quantity: 1, paymentPassword: 'x' }),
    ).rejects.toThrow('process died');
    expect(await spendable(member.id)).toBe(900n);
    expect(await mainBalance(member.id)).toBe(0n);
    crash = false;
    const later = serviceAt(() => new Date(Date.now() + 120_000), crashingGrants);
    const [first, second] = await Promise.all([later.sweep(), later.sweep()]);
    expect(first.failed + second.failed).toBe(0);
    await later.sweep();
    expect(await mainBalance(member.id)).toBe(700n);
    expect(await spendable(member.id)).toBe(900n);
    const owed = await harness.database.db
      .selectFrom('points_mall_redeems')
      .select(['pending_step', 'bonus_id'])
      .where('member_id', '=', member.id)
      .execute();
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ pending_step: null });
    expect(owed[0]?.bonus_id).not.toBeNull();
  }, 60_000);
});

describe('PTSYS3 off', () => {
  it('mall routes answer 404', async () => {
    const member = await player(0n);
    await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PTSYS3: false }));
    try {
      expectError(await call(harness.app, 'GET', '/api/points-mall/items'), 404, 'not_found');
      expectError(
        await call(harness.app, 'GET', '/api/points-mall/redeems', { token: member.token }),
        404,
        'not_found',
      );
      expectError(await redeem(member, { itemId: randomUUID() }), 404, 'not_found');
    } finally {
      await updateSetting(harness.settings, 'whitelabel', (flags) => ({ ...flags, PTSYS3: true }));
    }
  }, 60_000);

  it('the item list shows published items, 9 a page', async () => {
    const list = await call(harness.app, 'GET', '/api/points-mall/items?language=NE');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.length).toBeLessThanOrEqual(9);
    expect(list.json().pageInfo.pageSize).toBe(9);
    expect(list.json().items[0].title).toBe('हेडफोन');
  });
});

describe('ledger', () => {
  it('verifies clean for money and points after everything above', async () => {
    expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  });
});
