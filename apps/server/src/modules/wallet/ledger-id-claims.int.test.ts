import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMember,
  loginToken,
  type TestMember,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { unkeyedDerivedUuid } from '../../testing/ledger-ids-kit.js';
import {
  balances,
  decideOk,
  fund,
  payerToken,
  requestWithdrawal,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';

// Issue 13 #2: a member's request id was the ledger id of their transfer as it was, and the server's own
// step ids were an unkeyed hash of predictable names, so a member could take a step's id in advance.

let harness: WithdrawalsHarness;
let finance: string;
let customerService: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  [finance, customerService] = await Promise.all([
    staffToken(harness, 'finance'),
    staffToken(harness, 'customerService'),
  ]);
  // 1,000.00: at or below applies at once, above waits for a second staff member.
  await updateSetting(harness.settings, 'adjustments', () => ({ approvalThresholdMinor: '100000' }));
});

afterAll(async () => {
  expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

/** A signed-in member with an upline, payment password 123456 and 1,000.00 in the wallet. */
async function memberWithUpline() {
  const upline = await createMember(harness);
  const attacker = await withdrawingMember(harness);
  await harness.database.db
    .updateTable('members')
    .set({ upline_member_id: upline.id })
    .where('id', '=', attacker.member.id)
    .execute();
  await fund(harness, attacker.member, 100_000n);
  return attacker;
}

/** 0.01 to the upline with a request id of the member's choosing. */
async function transferToUpline(token: string, requestId: string) {
  const response = await call(harness.app, 'POST', '/api/wallet/transfers/upline', {
    token,
    body: { requestId, amount: '0.01', paymentPassword: '123456' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { transferId: string };
}

/** The id the next adjustment gets (ids are a sequence anyone can count along). */
async function nextAdjustmentId(): Promise<string> {
  const { rows } = await sql<{ last: string | null }>`
    select pg_sequence_last_value(pg_get_serial_sequence('adjustments', 'id'))::text as last`.execute(
    harness.database.db,
  );
  return (BigInt(rows[0]?.last ?? '0') + 1n).toString();
}

function requestAdjustment(member: TestMember, amount: string) {
  return call(harness.app, 'POST', '/api/admin/adjustments', {
    token: customerService,
    body: {
      requestId: randomUUID(),
      memberAccount: member.username,
      direction: 'credit',
      kind: 'adjustment',
      amount,
      reason: 'Goodwill credit after a support case',
    },
  });
}

async function adjustmentsJob() {
  const job = harness.app.scheduledJobs.find((entry) => entry.name === 'adjustments-finish-unfinished');
  if (!job) throw new Error('no adjustments-finish-unfinished job');
  return (await job.run()) as { finished: number; skipped: Array<{ id: string; reason: string }> };
}

describe('a member cannot take the ledger id of a step the server is about to take', () => {
  it('an upline transfer named as the next adjustment would have been does not block the adjustment', async () => {
    const { token } = await memberWithUpline();
    const nextId = await nextAdjustmentId();
    const claim = await transferToUpline(token, unkeyedDerivedUuid(`adjustment:${nextId}:apply`));

    const victim = await createMember(harness);
    const response = await requestAdjustment(victim, '100.00');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: nextId, status: 'applied', amountMinor: '10000' });
    const victimToken = await loginToken(harness, victim);
    expect((await balances(harness, victimToken)).balance).toBe('10000');
    expect((await adjustmentsJob()).skipped).toEqual([]);
    // The client's key is not the ledger id as it is.
    expect(claim.transferId).not.toBe(unkeyedDerivedUuid(`adjustment:${nextId}:apply`));
  });

  it("an upline transfer named as the member's own withdrawal's next step does not block the payout", async () => {
    const { token } = await memberWithUpline();
    const created = await requestWithdrawal(harness, token, '300.00');
    await transferToUpline(token, unkeyedDerivedUuid(`withdrawal:${created.id}:post`));
    await transferToUpline(token, unkeyedDerivedUuid(`withdrawal:${created.id}:fee`));

    await decideOk(harness, finance, created.id, { action: 'approve', reason: 'checks fine' });
    // Another finance staff member pays what the first approved (issue 14 #17).
    const paid = await decideOk(harness, await payerToken(harness), created.id, {
      action: 'markPaid',
      reason: 'sent by bank',
      payoutReference: 'BANK-REF-ID',
    });
    expect(paid.withdrawal).toMatchObject({ status: 'paid' });
    const row = await harness.database.db
      .selectFrom('withdrawals')
      .select(['ledger_step'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.ledger_step).toBeNull();
    // 1,000.00 - 0.02 to the upline - 300.00 paid out (the fee comes out of the payout): nothing held.
    expect(await balances(harness, token)).toEqual({ balance: '69998', available: '69998', held: '0' });
  });

  it('the same request id from the same member replays; with other fields it is refused', async () => {
    const { token } = await memberWithUpline();
    const requestId = randomUUID();
    const first = await transferToUpline(token, requestId);
    const again = await transferToUpline(token, requestId);
    expect(again.transferId).toBe(first.transferId);
    const changed = await call(harness.app, 'POST', '/api/wallet/transfers/upline', {
      token,
      body: { requestId, amount: '0.02', paymentPassword: '123456' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.code).toBe('validation_failed');
    expect((await balances(harness, token)).balance).toBe('99999');
  });
});

describe('a recovery job with a row it cannot finish', () => {
  it('finishes the other rows, and logs and reports the one it skipped', async () => {
    // The first row (lowest id, so first in the batch) cannot be finished: its member's wallet is in
    // another currency, which the ledger refuses whatever the transfer's id.
    const stranger = await createMember(harness);
    await harness.ledger.ensureAccount({
      code: `member:${stranger.id}:main`,
      kind: 'member_main',
      memberId: stranger.id,
      currency: 'USD',
      mayGoNegative: false,
    });
    const members = [stranger, await createMember(harness), await createMember(harness)];
    const ids: string[] = [];
    for (const member of members) {
      const response = await requestAdjustment(member, '2000.00');
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().id);
    }
    // Claimed by an approver ten minutes ago, and then the process stopped before the ledger step.
    await harness.database.db
      .updateTable('adjustments')
      .set({ status: 'approved', decided_at: new Date(Date.now() - 10 * 60_000) })
      .where('id', 'in', ids)
      .execute();

    const report = await adjustmentsJob();
    expect(report).toMatchObject({ finished: 2, skipped: [{ id: ids[0], reason: 'validation_failed' }] });
    const rows = await harness.database.db
      .selectFrom('adjustments')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['approved', 'applied', 'applied']);
    // The skipped row stays for the next run, and is reported again there.
    expect((await adjustmentsJob()).skipped.map((row) => row.id)).toEqual([ids[0]]);
  });
});
