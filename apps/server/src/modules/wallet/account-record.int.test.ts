import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts-kit.js';
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

let harness: WithdrawalsHarness;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
});

afterAll(async () => {
  expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  await harness.close();
});

type Entry = {
  id: string;
  type: string;
  event: string;
  amountMinor: string;
  movedMinor: string;
  balanceAfterMinor: string;
  status: string;
  reference: string | null;
  subject: string | null;
  round: { stakeMinor: string; winMinor: string } | null;
};

async function record(token: string): Promise<Entry[]> {
  const response = await call(harness.app, 'GET', '/api/wallet/records?pageSize=100', { token });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.pageInfo.total).toBe(body.records.length);
  return body.records;
}

async function orderNumberOf(token: string, withdrawalId: string): Promise<string> {
  const response = await call(harness.app, 'GET', '/api/withdrawals', { token });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json().withdrawals.find((item: { id: string }) => item.id === withdrawalId);
  expect(found?.orderNumber).toMatch(/^WD\d{6,}$/);
  return found.orderNumber;
}

/** Every id the ledger and the withdrawals keep, to prove none of them reaches the member's record. */
async function internalIds(memberId: string): Promise<string[]> {
  const transfers = await harness.database.db
    .selectFrom('ledger_transfers')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_transfers.debit_account_id')
    .select('ledger_transfers.id')
    .where('ledger_accounts.member_id', '=', memberId)
    .execute();
  const withdrawals = await harness.database.db
    .selectFrom('withdrawals')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return [...transfers, ...withdrawals].map((row) => row.id);
}

describe('account record', () => {
  it('shows a withdrawal as its request and then its outcome, by order number, in spendable money', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 148_500n);
    const finance = await staffToken(harness, 'finance');

    const rejected = await requestWithdrawal(harness, token, '100');
    await decideOk(harness, finance, rejected.id, {
      action: 'reject',
      reason: 'account name does not match',
    });
    const rejectedNumber = await orderNumberOf(token, rejected.id);

    const paid = await requestWithdrawal(harness, token, '600');
    const paidNumber = await orderNumberOf(token, paid.id);
    // While held it counts against what can be spent, and the record says so at once.
    expect(await balances(harness, token)).toEqual({ balance: '148500', available: '88500', held: '60000' });
    const whileHeld = await record(token);
    expect(whileHeld[0]).toMatchObject({
      event: 'withdrawal_requested',
      amountMinor: '-60000',
      balanceAfterMinor: '88500',
      status: 'pending',
      reference: paidNumber,
    });
    await decideOk(harness, finance, paid.id, { action: 'approve', reason: 'checks fine' });
    await decideOk(harness, await payerToken(harness), paid.id, {
      action: 'markPaid',
      reason: 'sent by bank',
      payoutReference: 'BANK-REF-1',
    });

    const entries = await record(token);
    const summary = entries.map((entry) => [
      entry.event,
      entry.amountMinor,
      entry.balanceAfterMinor,
      entry.reference,
    ]);
    expect(summary).toEqual([
      ['withdrawal_paid', '0', '88500', paidNumber],
      ['withdrawal_requested', '-60000', '88500', paidNumber],
      ['withdrawal_returned', '10000', '148500', rejectedNumber],
      ['withdrawal_requested', '-10000', '138500', rejectedNumber],
      ['deposit', '148500', '148500', null],
    ]);
    // One -600.00 line for the paid withdrawal; its outcome line names the amount paid out.
    expect(entries.filter((entry) => entry.amountMinor === '-60000')).toHaveLength(1);
    expect(entries[0]).toMatchObject({ movedMinor: '60000', status: 'posted_hold' });
    expect(entries[1]?.status).toBe('posted');
    expect(entries[2]?.status).toBe('released_hold');

    const wire = JSON.stringify(entries);
    for (const id of await internalIds(member.id)) expect(wire).not.toContain(id);
    expect(wire).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
  });

  it('shows a game round as one entry with its bets and wins, named by its game', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const played = await call(harness.app, 'POST', '/api/inhouse/slot/rounds', {
      token,
      body: { requestId: randomUUID(), amount: '10' },
    });
    expect(played.statusCode, played.body).toBe(200);
    const transfers = await harness.database.db
      .selectFrom('ledger_transfers')
      .select(['code', 'amount'])
      .where('reference_type', '=', 'round')
      .where('reference_id', '=', played.json().roundId)
      .execute();
    const winMinor = transfers
      .filter((row) => row.code === 'win')
      .reduce((sum, row) => sum + BigInt(row.amount), 0n);

    const entries = await record(token);
    expect(entries).toHaveLength(2);
    const [round] = entries;
    expect(round).toMatchObject({
      event: 'game_round',
      amountMinor: (winMinor - 1000n).toString(),
      balanceAfterMinor: (9000n + winMinor).toString(),
      round: { stakeMinor: '1000', winMinor: winMinor.toString() },
      reference: null,
    });
    expect(round?.subject).toMatch(/\S/);
    expect(round?.subject).not.toMatch(/[0-9a-f]{8}-/);
  });

  it('says what the sender can still spend after a transfer while a withdrawal is held', async () => {
    const upline = await withdrawingMember(harness);
    const { member, token } = await withdrawingMember(harness);
    await harness.database.db
      .updateTable('members')
      .set({ upline_member_id: upline.member.id })
      .where('id', '=', member.id)
      .execute();
    await fund(harness, member, 148_500n);
    await requestWithdrawal(harness, token, '600');
    const sent = await call(harness.app, 'POST', '/api/wallet/transfers/upline', {
      token,
      body: { requestId: randomUUID(), amount: '85', paymentPassword: '123456' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().balanceAfterMinor).toBe('80000');
    expect(await balances(harness, token)).toMatchObject({ available: '80000', held: '60000' });

    const [transfer] = await record(token);
    expect(transfer).toMatchObject({
      event: 'transfer_to_upline',
      amountMinor: '-8500',
      balanceAfterMinor: '80000',
      subject: upline.member.username,
    });
    const [received] = await record(upline.token);
    expect(received).toMatchObject({ event: 'transfer_from_downline', subject: member.username });
  });
});
