import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerIds } from '../../platform/derived-id.js';
import { call, createMember, expectError, loginToken } from '../../testing/accounts-kit.js';
import { bonusesOf, grantWagering, settleRound } from '../../testing/bonuses-kit.js';
import {
  balances,
  fund,
  requestBody,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';
import type { BonusesService, WageringTerms } from './bonuses-service.js';

let harness: WithdrawalsHarness;
let bonuses: BonusesService;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  bonuses = bonusesOf(harness);
});

afterAll(async () => {
  await harness?.close();
});

async function bonusRow(id: string) {
  return harness.database.db.selectFrom('bonuses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function balanceOf(code: string): Promise<bigint> {
  const account = await harness.database.db
    .selectFrom('ledger_account_totals')
    .select(['credits_posted', 'debits_posted'])
    .where('code', '=', code)
    .executeTakeFirst();
  return account ? BigInt(account.credits_posted) - BigInt(account.debits_posted) : 0n;
}

async function transfersOf(bonusId: string) {
  return harness.database.db
    .selectFrom('ledger_transfers')
    .select(['code', 'amount'])
    .where('reference_type', '=', 'bonus')
    .where('reference_id', '=', bonusId)
    .orderBy('code')
    .execute();
}

async function bonusCountOf(memberId: string): Promise<number> {
  const row = await harness.database.db
    .selectFrom('bonuses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('wagering progress', () => {
  it('counts settled valid bet by category weight, capped at the max stake, and takes refunds back', async () => {
    const member = await createMember(harness);
    const id = await grantWagering(bonuses, member.id, 1_000n, {
      multiple: 10,
      weights: { SLOT: 100, LIVE: 10, TABLE: 0 },
      defaultWeightPercent: 50,
      maxStakeMinor: 500n,
    });
    expect((await bonusRow(id)).wagering_required_minor).toBe('10000');
    expect(await balanceOf(`member:${member.id}:bonus`)).toBe(1_000n);
    await settleRound(harness.database.db, member.id, { category: 'SLOT', validBetMinor: 300n }); // 300
    await settleRound(harness.database.db, member.id, { category: 'LIVE', validBetMinor: 400n }); // 40
    await settleRound(harness.database.db, member.id, { category: 'TABLE', validBetMinor: 400n }); // 0
    await settleRound(harness.database.db, member.id, { category: 'FISH', validBetMinor: 200n }); // 100 (default 50%)
    const capped = await settleRound(harness.database.db, member.id, {
      category: 'SLOT',
      validBetMinor: 2_000n,
    }); // 500 (cap)
    expect((await bonusRow(id)).wagering_progress_minor).toBe('940');
    // A round settled before the bonus started, and one after its deadline, count nothing.
    await settleRound(harness.database.db, member.id, {
      validBetMinor: 900n,
      settledAt: new Date(Date.now() - 3_600_000),
    });
    await settleRound(harness.database.db, member.id, {
      validBetMinor: 900n,
      settledAt: new Date(Date.now() + 30 * 86_400_000),
    });
    expect((await bonusRow(id)).wagering_progress_minor).toBe('940');
    // A refund lowering the valid bet takes back the difference; a cancel takes back the rest.
    await harness.database.db
      .updateTable('game_rounds')
      .set({ valid_bet_minor: '200' })
      .where('id', '=', capped)
      .execute();
    expect((await bonusRow(id)).wagering_progress_minor).toBe('640');
    await harness.database.db
      .updateTable('game_rounds')
      .set({ status: 'cancelled' })
      .where('id', '=', capped)
      .execute();
    expect((await bonusRow(id)).wagering_progress_minor).toBe('440');
    // Another member's rounds never move it.
    const other = await createMember(harness);
    await settleRound(harness.database.db, other.id, { validBetMinor: 5_000n });
    expect((await bonusRow(id)).wagering_progress_minor).toBe('440');
  });

  it('releases a met bonus to main up to the max cash-out, the excess back to the pool', async () => {
    const member = await createMember(harness);
    const poolBefore = await balanceOf('pool:bonus');
    const id = await grantWagering(bonuses, member.id, 1_000n, { multiple: 2, maxCashoutMinor: 600n });
    await settleRound(harness.database.db, member.id, { category: 'SLOT', validBetMinor: 2_000n });
    const run = await bonuses.runMinute();
    expect(run.released).toBeGreaterThanOrEqual(1);
    const row = await bonusRow(id);
    expect(row.status).toBe('released');
    expect(row.released_minor).toBe('600');
    expect(await balanceOf(`member:${member.id}:main`)).toBe(600n);
    expect(await balanceOf(`member:${member.id}:bonus`)).toBe(0n);
    expect(await balanceOf('pool:bonus')).toBe(poolBefore - 600n);
    expect((await transfersOf(id)).map((t) => `${t.code}:${t.amount}`)).toEqual([
      'bonus_lock:1000',
      'bonus_release:600',
      'bonus_release_excess:400',
    ]);
    // A refund after release does not reopen it; a second run moves nothing.
    await bonuses.runMinute();
    expect((await transfersOf(id)).length).toBe(3);
  });

  it('expiry returns the locked money to the pool', async () => {
    const member = await createMember(harness);
    const poolBefore = await balanceOf('pool:bonus');
    const id = await grantWagering(bonuses, member.id, 700n, { wageringDays: 1 });
    expect(await balanceOf('pool:bonus')).toBe(poolBefore - 700n);
    const later = bonusesOf(harness, () => new Date(Date.now() + 2 * 86_400_000));
    const run = await later.runMinute();
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await bonusRow(id)).status).toBe('expired');
    expect(await balanceOf(`member:${member.id}:bonus`)).toBe(0n);
    expect(await balanceOf('pool:bonus')).toBe(poolBefore);
    expect(await balanceOf(`member:${member.id}:main`)).toBe(0n);
  });

  it('a reward past its claim deadline expires without moving money', async () => {
    const member = await createMember(harness);
    const { bonusId } = await bonuses.grant({
      memberId: member.id,
      amountMinor: 500n,
      kind: 'promotion',
      sourceId: 'p1',
      grantKey: `claim-expiry:${member.id}`,
      title: 'Waits',
      claimable: { claimExpiresAt: new Date(Date.now() + 3_600_000) },
    });
    await bonusesOf(harness, () => new Date(Date.now() + 7_200_000)).runMinute();
    expect((await bonusRow(bonusId)).status).toBe('expired');
    expect(await transfersOf(bonusId)).toEqual([]);
  });
});

describe('withdrawals and giving up', () => {
  it('refuses a withdrawal while a bonus is in wagering, allows it after release', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 50_000n);
    const id = await grantWagering(bonuses, member.id, 1_000n, { multiple: 3 });
    const refused = await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('100') });
    expectError(refused, 409, 'bonus_wagering_active');
    expect(refused.json()).toMatchObject({ remainingWageringMinor: '3000', bonusCount: 1 });
    await settleRound(harness.database.db, member.id, { validBetMinor: 3_000n });
    // Released on the member's own read (no job needed).
    const allowed = await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('100') });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await bonusRow(id)).status).toBe('released');
  });

  it('giving up keeps the member its own money and winnings, and unblocks withdrawals', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 20_000n);
    const poolBefore = await balanceOf('pool:bonus');
    const id = await grantWagering(bonuses, member.id, 5_000n);
    // The member won 1,234 playing with its own money meanwhile.
    await fund(harness, member, 1_234n);
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('100') }),
      409,
      'bonus_wagering_active',
    );
    const forfeit = await call(harness.app, 'POST', `/api/rewards/${id}/forfeit`, { token });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    expect(forfeit.json().reward.status).toBe('forfeited');
    expect((await balances(harness, token)).balance).toBe('21234');
    expect(await balanceOf(`member:${member.id}:bonus`)).toBe(0n);
    expect(await balanceOf('pool:bonus')).toBe(poolBefore);
    const allowed = await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('100') });
    expect(allowed.statusCode, allowed.body).toBe(200);
    // A replayed give-up answers the same, moves nothing more.
    const again = await call(harness.app, 'POST', `/api/rewards/${id}/forfeit`, { token });
    expect(again.statusCode).toBe(200);
    expect((await transfersOf(id)).map((t) => t.code)).toEqual(['bonus_forfeit', 'bonus_lock']);
  });
});

describe('reward centre', () => {
  it('a claim replayed 50 times in parallel pays once; another member finds nothing', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const events: unknown[] = [];
    harness.events.subscribe(member.id, (event) => events.push(event));
    const { bonusId } = await bonuses.grant({
      memberId: member.id,
      amountMinor: 2_500n,
      kind: 'promotion',
      sourceId: 'promo-1',
      grantKey: `promotion:promo-1:${member.id}`,
      title: 'Welcome bonus',
      claimable: { claimExpiresAt: new Date(Date.now() + 86_400_000) },
      wagering: {
        multipleOfMinor: 2_500n,
        multiple: 5,
        weights: { SLOT: 100 },
        defaultWeightPercent: 20,
        maxStakeMinor: null,
        maxCashoutMinor: null,
        wageringDays: 3,
      },
    });
    const waiting = await call(harness.app, 'GET', '/api/rewards?tab=waiting', { token });
    expect(waiting.json()).toMatchObject({
      waitingCount: 1,
      rewards: [{ id: bonusId, status: 'claimable' }],
    });
    // Another member: 404 for claim, forfeit; its centre does not list it.
    const other = await createMember(harness);
    const otherToken = await loginToken(harness, other);
    expectError(
      await call(harness.app, 'POST', `/api/rewards/${bonusId}/claim`, { token: otherToken }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'POST', `/api/rewards/${bonusId}/forfeit`, { token: otherToken }),
      404,
      'not_found',
    );
    expect(
      (await call(harness.app, 'GET', '/api/rewards?tab=waiting', { token: otherToken })).json().rewards,
    ).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(harness.app, 'POST', `/api/rewards/${bonusId}/claim`, { token })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await transfersOf(bonusId)).toEqual([{ code: 'bonus_lock', amount: '2500' }]);
    expect(await balanceOf(`member:${member.id}:bonus`)).toBe(2_500n);
    const progress = (await call(harness.app, 'GET', '/api/rewards?tab=progress', { token })).json();
    expect(progress.rewards[0]).toMatchObject({
      id: bonusId,
      status: 'wagering',
      wagering: { requiredMinor: '12500', progressMinor: '0', percent: 0, defaultWeightPercent: 20 },
    });
    await settleRound(harness.database.db, member.id, { category: 'SLOT', validBetMinor: 6_250n });
    const half = (await call(harness.app, 'GET', '/api/rewards?tab=progress', { token })).json();
    expect(half.rewards[0].wagering).toMatchObject({
      progressMinor: '6250',
      remainingMinor: '6250',
      percent: 50,
    });
    expect(events).toContainEqual({ type: 'rewards', waitingCount: 1 });
    expect(events).toContainEqual({ type: 'rewards', waitingCount: 0 });
    expect((await call(harness.app, 'GET', '/api/rewards/badge', { token })).json()).toEqual({
      waitingCount: 0,
      wageringCount: 1,
    });
  });

  it('a grant replayed concurrently with one grant key pays once', async () => {
    const member = await createMember(harness);
    const grantKey = `red-envelope:e1:${member.id}`;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        bonuses.grant({
          memberId: member.id,
          amountMinor: 888n,
          kind: 'red_envelope',
          sourceId: 'e1',
          grantKey,
          title: 'Red envelope',
          ledgerCode: 'red_envelope',
        }),
      ),
    );
    expect(new Set(results.map((result) => result.bonusId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await balanceOf(`member:${member.id}:main`)).toBe(888n);
    expect(await transfersOf(results[0]?.bonusId ?? '')).toEqual([{ code: 'red_envelope', amount: '888' }]);
  });

  it('a crash between the row and the transfer is finished by the sweeper, never twice', async () => {
    const member = await createMember(harness);
    // The row as grant writes it, the process dying before the transfer.
    const id = randomUUID();
    await harness.database.db
      .insertInto('bonuses')
      .values({
        id,
        member_id: member.id,
        kind: 'manual',
        source_id: 'crash',
        grant_key: `crash:${id}`,
        title: 'Crashed grant',
        amount_minor: '4200',
        ledger_code: 'bonus',
        status: 'released',
        pending_step: 'pay',
        released_minor: '4200',
        ended_at: new Date(),
        updated_at: new Date(Date.now() - 120_000),
      })
      .execute();
    const [first, second] = await Promise.all([bonuses.sweep(), bonuses.sweep()]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await bonuses.sweep()).toBe(0);
    expect((await bonusRow(id)).pending_step).toBeNull();
    expect(await balanceOf(`member:${member.id}:main`)).toBe(4_200n);
    expect(await transfersOf(id)).toEqual([{ code: 'bonus', amount: '4200' }]);
  });

  it('a row whose transfer committed but whose step was not cleared is finished without paying again', async () => {
    // The state an older writer (transfer, then clear the step) left when it died in between.
    const member = await createMember(harness);
    const id = randomUUID();
    await harness.database.db
      .insertInto('bonuses')
      .values({
        id,
        member_id: member.id,
        kind: 'manual',
        source_id: 'crash',
        grant_key: `crash:${id}`,
        title: 'Paid, step owed',
        amount_minor: '700',
        ledger_code: 'bonus',
        status: 'released',
        pending_step: 'pay',
        released_minor: '700',
        ended_at: new Date(),
        updated_at: new Date(Date.now() - 120_000),
      })
      .execute();
    const account = (code: string, kind: 'bonus_pool' | 'member_main') =>
      harness.ledger.ensureAccount({
        code,
        kind,
        currency: 'NPR',
        mayGoNegative: kind === 'bonus_pool',
        ...(kind === 'member_main' ? { memberId: member.id } : {}),
      });
    await harness.ledger.transfer({
      id: new LedgerIds(Buffer.alloc(32, 7)).server('bonus', id, 'pay'),
      debitAccountId: (await account('pool:bonus', 'bonus_pool')).id,
      creditAccountId: (await account(`member:${member.id}:main`, 'member_main')).id,
      amountMinor: 700n,
      code: 'bonus',
      reference: { type: 'bonus', id },
    });
    expect(await bonuses.sweep()).toBeGreaterThanOrEqual(1);
    expect((await bonusRow(id)).pending_step).toBeNull();
    expect(await balanceOf(`member:${member.id}:main`)).toBe(700n);
    expect(await transfersOf(id)).toEqual([{ code: 'bonus', amount: '700' }]);
  });

  it('staff forfeit and extend are audited with a reason', async () => {
    const member = await createMember(harness);
    const id = await grantWagering(bonuses, member.id, 900n, { wageringDays: 2 });
    const { staffToken } = await import('../withdrawals/withdrawals-kit.js');
    const risk = await staffToken(harness, 'risk');
    const support = await staffToken(harness, 'customerService');
    const before = (await bonusRow(id)).wagering_expires_at as Date;
    expectError(
      await call(harness.app, 'POST', `/api/admin/bonuses/${id}/extension`, {
        token: support,
        body: { days: 3, reason: 'x' },
      }),
      403,
      'forbidden',
    );
    const extended = await call(harness.app, 'POST', `/api/admin/bonuses/${id}/extension`, {
      token: risk,
      body: { days: 3, reason: 'Outage compensation' },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(new Date(extended.json().bonus.wagering.expiresAt).getTime()).toBe(
      before.getTime() + 3 * 86_400_000,
    );
    const list = await call(harness.app, 'GET', `/api/admin/bonuses?member=${member.id}&status=wagering`, {
      token: support,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().bonuses.map((bonus: { id: string }) => bonus.id)).toEqual([id]);
    // By account name too (MembersService), each row naming its member; an unknown name finds nothing.
    const byName = await call(harness.app, 'GET', `/api/admin/bonuses?member=${member.username}`, {
      token: support,
    });
    expect(
      byName.json().bonuses.map((bonus: { id: string; username: string }) => [bonus.id, bonus.username]),
    ).toEqual([[id, member.username]]);
    const nobody = await call(harness.app, 'GET', '/api/admin/bonuses?member=no_such_member_x', {
      token: support,
    });
    expect([nobody.statusCode, nobody.json().bonuses, nobody.json().pageInfo.total]).toEqual([200, [], 0]);
    const forfeited = await call(harness.app, 'POST', `/api/admin/bonuses/${id}/forfeit`, {
      token: risk,
      body: { reason: 'Bonus abuse' },
    });
    expect(forfeited.statusCode, forfeited.body).toBe(200);
    expect(forfeited.json().bonus).toMatchObject({ status: 'forfeited', endReason: 'Bonus abuse' });
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', id)
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['bonus.extend', 'bonus.forfeit']);
  });

  it('refuses a grant to nobody, and hostile terms', async () => {
    await expect(
      bonuses.grant({
        memberId: '999999999',
        amountMinor: 1n,
        kind: 'manual',
        sourceId: 's',
        grantKey: `nobody:${randomUUID()}`,
        title: 't',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    const member = await createMember(harness);
    const hostile: Partial<WageringTerms>[] = [
      { multiple: 0 },
      { multiple: 1.234 },
      { weights: { SLOT: 101 } },
      { weights: { 'slot;drop': 5 } },
      { wageringDays: 0 },
      { maxStakeMinor: 0n },
    ];
    for (const wagering of hostile)
      await expect(grantWagering(bonuses, member.id, 100n, wagering)).rejects.toMatchObject({
        code: 'validation_failed',
      });
    await expect(
      bonuses.grant({
        memberId: member.id,
        amountMinor: 0n,
        kind: 'manual',
        sourceId: 's',
        grantKey: `zero:${randomUUID()}`,
        title: 't',
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await bonusCountOf(member.id)).toBe(0);
  });

  it('refuses a multiple above the brand cap', async () => {
    const member = await createMember(harness);
    await expect(grantWagering(bonuses, member.id, 100n, { multiple: 41 })).rejects.toMatchObject({
      code: 'wagering_multiple_too_high',
    });
  });
});

describe('bonus details and profit', () => {
  it('lists released bonuses and campaign rewards as bonus lines and counts them as bonuses', async () => {
    const member = await createMember(harness);
    const token = await loginToken(harness, member);
    const id = await grantWagering(bonuses, member.id, 1_000n, { multiple: 1 });
    await settleRound(harness.database.db, member.id, { validBetMinor: 1_000n });
    await bonuses.grant({
      memberId: member.id,
      amountMinor: 300n,
      kind: 'red_envelope',
      sourceId: 'e2',
      grantKey: `red-envelope:e2:${member.id}`,
      title: 'Red envelope',
      ledgerCode: 'red_envelope',
    });
    await bonuses.grant({
      memberId: member.id,
      amountMinor: 40n,
      kind: 'manual_rebate',
      sourceId: 'r1',
      grantKey: `manual-rebate:r1:${member.id}`,
      title: 'Rebate',
      ledgerCode: 'rebate',
    });
    // The read releases the met bonus first.
    await call(harness.app, 'GET', '/api/rewards?tab=history', { token });
    expect((await bonusRow(id)).status).toBe('released');
    const details = (await call(harness.app, 'GET', '/api/wallet/bonuses', { token })).json();
    expect(details.totalAmountMinor).toBe('1340');
    expect(
      details.records
        .map((record: { type: string; code: string; amountMinor: string }) =>
          [record.type, record.code, record.amountMinor].join(':'),
        )
        .sort(),
    ).toEqual(['bonus:bonus_release:1000', 'bonus:red_envelope:300', 'rebate:rebate:40']);
    const bonusOnly = (await call(harness.app, 'GET', '/api/wallet/bonuses?type=bonus', { token })).json();
    expect(bonusOnly.totalAmountMinor).toBe('1300');
    const profit = (await call(harness.app, 'GET', '/api/wallet/profit?period=today', { token })).json();
    expect(profit.totals.bonuses).toBe('1340');
    // The account record shows them as bonuses named by the bonus's title.
    const record = await call(harness.app, 'GET', '/api/wallet/records', { token });
    expect(record.statusCode, record.body).toBe(200);
    const entries = record.json().records as Array<{ type: string; event: string; subject: string | null }>;
    expect(entries.find((entry) => entry.type === 'bonus_release')).toMatchObject({
      event: 'bonus',
      subject: 'Kit bonus',
    });
    expect(entries.find((entry) => entry.type === 'red_envelope')).toMatchObject({
      event: 'bonus',
      subject: 'Red envelope',
    });
  });
});

describe('the books', () => {
  it('ledger verify is clean and every transfer sums to zero', async () => {
    const verify = await harness.ledger.verify();
    expect(verify.discrepancies).toEqual([]);
    expect(verify.totals.creditsPosted).toBe(verify.totals.debitsPosted);
    const sum = await harness.database.db
      .selectFrom('ledger_account_totals')
      .select((eb) =>
        eb.fn.sum<string>(eb(eb.ref('credits_posted'), '-', eb.ref('debits_posted'))).as('total'),
      )
      .executeTakeFirstOrThrow();
    expect(BigInt(sum.total ?? '0')).toBe(0n);
  });
});
