import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, updateSetting } from '../../testing/accounts-kit.js';
import { testLedgerIds } from '../../testing/ledger-ids-kit.js';
import { withdrawalTransferId } from './withdrawal-ids.js';
import {
  balances,
  decide,
  decideOk,
  fund,
  memberWallet,
  paidWithdrawal,
  payerToken,
  pngBytes,
  reportNotReceived,
  requestBody,
  requestWithdrawal,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from './withdrawals-kit.js';

let harness: WithdrawalsHarness;
let finance: string;
/** A second finance staff member: the one who approved a withdrawal may not also mark it paid. */
let payer: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  finance = await staffToken(harness, 'finance');
  payer = await payerToken(harness);
  // Generous limits for most tests; the limit tests set their own and restore these.
  await updateSetting(harness.settings, 'withdrawals', (current) => ({
    ...current,
    minimumMinor: '100',
    maximumMinor: '100000000',
    dailyCount: 1000,
  }));
});

afterAll(async () => {
  await harness.close();
});

function sweepJob() {
  const job = harness.app.scheduledJobs.find((candidate) => candidate.name === 'withdrawals-sweep');
  if (!job) throw new Error('the withdrawals sweep job is not scheduled');
  return job;
}

async function ledgerCount(id: string): Promise<number> {
  const rows = await harness.database.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('id', '=', id)
    .execute();
  return rows.length;
}

async function auditOf(withdrawalId: string): Promise<string[]> {
  const rows = await harness.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_type', '=', 'withdrawal')
    .where('target_id', '=', withdrawalId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('the happy path', () => {
  it('holds, keeps holding while approved, posts when paid, completes on confirmation; audited and notified', async () => {
    const { member, token, notices } = await withdrawingMember(harness);
    await fund(harness, member, 100_000n);
    const created = await requestWithdrawal(harness, token, '200.00');
    expect(created).toMatchObject({ status: 'pending', amountMinor: '20000', payoutMinor: '20000' });
    expect(await balances(harness, token)).toEqual({ balance: '100000', available: '80000', held: '20000' });

    const approved = await decideOk(harness, finance, created.id, {
      action: 'approve',
      reason: 'checks fine',
    });
    expect(approved.withdrawal.status).toBe('approved');
    expect(await balances(harness, token)).toEqual({ balance: '100000', available: '80000', held: '20000' });

    const paid = await decideOk(harness, payer, created.id, {
      action: 'markPaid',
      reason: 'sent by bank',
      payoutReference: 'NB-778812',
    });
    expect(paid.withdrawal).toMatchObject({
      status: 'paid',
      payoutReference: 'NB-778812',
      ledgerStepPending: false,
    });
    expect(await balances(harness, token)).toEqual({ balance: '80000', available: '80000', held: '0' });

    const detail = (await call(harness.app, 'GET', `/api/withdrawals/${created.id}`, { token })).json();
    const autoConfirmAt = Date.parse(detail.autoConfirmAt) - Date.parse(detail.paidAt);
    expect(autoConfirmAt).toBe(harness.settings.get('withdrawals').autoConfirmMinutes * 60_000);

    const confirmed = await call(harness.app, 'POST', `/api/withdrawals/${created.id}/confirmation`, {
      token,
      body: { outcome: 'received' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed', forced: false, autoConfirmAt: null });
    expect(await balances(harness, token)).toEqual({ balance: '80000', available: '80000', held: '0' });

    expect(await auditOf(created.id)).toEqual([
      'withdrawal.request',
      'withdrawal.held',
      'withdrawal.approve',
      'withdrawal.mark_paid',
      'withdrawal.confirm_received',
    ]);
    const history = (
      await call(harness.app, 'GET', `/api/admin/withdrawals/${created.id}`, { token: finance })
    ).json();
    expect(history.events.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'holding',
      'pending',
      'approved',
      'paid',
      'completed',
    ]);
    const kinds = notices()
      .filter((event) => event.type === 'cashier')
      .map((event) => (event.type === 'cashier' ? event.kind : ''));
    expect(kinds).toEqual(['withdrawal_approved', 'withdrawal_paid', 'withdrawal_completed']);
    expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  });

  it('reject releases the hold and shows the reason to the member', async () => {
    const { member, token, notices } = await withdrawingMember(harness);
    await fund(harness, member, 50_000n);
    const created = await requestWithdrawal(harness, token, '300');
    expect(await balances(harness, token)).toEqual({ balance: '50000', available: '20000', held: '30000' });
    await decideOk(harness, finance, created.id, { action: 'reject', reason: 'account name does not match' });
    expect(await balances(harness, token)).toEqual({ balance: '50000', available: '50000', held: '0' });
    const mine = (await call(harness.app, 'GET', `/api/withdrawals/${created.id}`, { token })).json();
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'account name does not match' });
    expect(notices().some((event) => event.type === 'cashier' && event.kind === 'withdrawal_rejected')).toBe(
      true,
    );
    // A rejected withdrawal cannot be paid afterwards.
    expectError(
      await decide(harness, finance, created.id, {
        action: 'markPaid',
        reason: 'late',
        payoutReference: 'X1',
      }),
      409,
      'invalid_state',
    );
  });

  it('remembers the receiving account, and the settings show today’s remaining count', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    await call(harness.app, 'POST', '/api/withdrawals', {
      token,
      body: requestBody('10', { bankName: 'Himalayan Bank', accountNumber: '9988-7766' }),
    });
    const settings = (await call(harness.app, 'GET', '/api/withdrawals/settings', { token })).json();
    expect(settings.lastAccount).toEqual({
      bankName: 'Himalayan Bank',
      accountHolder: 'Test Holder',
      accountNumber: '9988-7766',
    });
    expect(settings.remainingToday).toBe(settings.dailyCount - 1);
    expect(settings).toMatchObject({ decimals: 2, currency: 'NPR', awaitingConfirmation: false });
  });
});

describe('limits and refusals', () => {
  it('applies the minimum, the maximum and the daily count', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 1_000_000n);
    const saved = harness.settings.get('withdrawals');
    await updateSetting(harness.settings, 'withdrawals', (current) => ({
      ...current,
      minimumMinor: '10000',
      maximumMinor: '50000',
      dailyCount: 2,
    }));
    try {
      const post = (amount: string) =>
        call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody(amount) });
      expectError(await post('99.99'), 400, 'amount_below_minimum');
      expectError(await post('500.01'), 400, 'amount_above_maximum');
      expect((await post('100')).statusCode).toBe(200);
      expect((await post('500')).statusCode).toBe(200);
      expectError(await post('100'), 409, 'daily_limit_reached');
      const settings = (await call(harness.app, 'GET', '/api/withdrawals/settings', { token })).json();
      expect(settings.remainingToday).toBe(0);
    } finally {
      await updateSetting(harness.settings, 'withdrawals', () => saved);
    }
  });

  it('refuses negative, zero, fractional, huge and non-numeric amounts with a 4xx', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    for (const amount of [
      '-5',
      '0',
      '0.00',
      '1.234',
      '99999999999999999999',
      '1e5',
      'abc',
      '',
      ' ',
      '10,00',
    ]) {
      const response = await call(harness.app, 'POST', '/api/withdrawals', {
        token,
        body: requestBody(amount),
      });
      expect(response.statusCode, `${amount}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, amount).toBeLessThan(500);
    }
    for (const amount of [123, null, { value: 1 }]) {
      const response = await call(harness.app, 'POST', '/api/withdrawals', {
        token,
        body: { ...requestBody('1'), amount },
      });
      expectError(response, 400, 'validation_failed');
    }
    // Within the syntax but above the (large) maximum.
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('9999999999999') }),
      400,
      'amount_above_maximum',
    );
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '10000', held: '0' });
  });

  it('refuses more than the available balance, and the refused request does not count or hold', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 5_000n);
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('50.01') }),
      409,
      'insufficient_funds',
    );
    expect(await balances(harness, token)).toEqual({ balance: '5000', available: '5000', held: '0' });
    const list = (await call(harness.app, 'GET', '/api/withdrawals?status=failed', { token })).json();
    expect(list.withdrawals).toHaveLength(1);
  });

  it('checks receiving account fields', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 5_000n);
    const bad: Array<Record<string, string>> = [
      { bankName: '' },
      { accountHolder: 'x'.repeat(81) },
      { accountNumber: '12' },
      { accountNumber: '12<script>' },
    ];
    for (const overrides of bad) {
      expectError(
        await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('10', overrides) }),
        400,
        'validation_failed',
      );
    }
  });

  it('locks payments after repeated wrong payment passwords', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 5_000n);
    const limit = harness.settings.get('security').lockoutAfterFailures;
    for (let attempt = 1; attempt < limit; attempt += 1) {
      expectError(
        await call(harness.app, 'POST', '/api/withdrawals', {
          token,
          body: requestBody('10', { paymentPassword: '000000' }),
        }),
        400,
        'payment_password_incorrect',
      );
    }
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', {
        token,
        body: requestBody('10', { paymentPassword: '000000' }),
      }),
      423,
      'account_locked',
    );
    // Locked: even the right password is refused for now.
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('10') }),
      423,
      'account_locked',
    );
    expect(await balances(harness, token)).toEqual({ balance: '5000', available: '5000', held: '0' });
  });

  it('refuses a new withdrawal while a paid one awaits the member’s answer', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const id = await paidWithdrawal(harness, token, finance, '10');
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('10') }),
      409,
      'withdrawal_pending',
    );
    await call(harness.app, 'POST', `/api/withdrawals/${id}/confirmation`, {
      token,
      body: { outcome: 'received' },
    });
    expect(
      (await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('10') })).statusCode,
    ).toBe(200);
  });
});

describe('concurrency', () => {
  it('200 concurrent withdrawals and debits never overdraw the account; held = successes × amount', async () => {
    const { member, token } = await withdrawingMember(harness);
    const { houseId, walletId } = await fund(harness, member, 50_000n);
    const withdrawals = Array.from({ length: 200 }, () =>
      call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('10.00') }),
    );
    const debits = Array.from({ length: 60 }, () =>
      harness.ledger
        .transfer({
          id: randomUUID(),
          debitAccountId: walletId,
          creditAccountId: houseId,
          amountMinor: 500n,
          code: 'bet',
        })
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? 'error',
        ),
    );
    const [replies, debitOutcomes] = await Promise.all([Promise.all(withdrawals), Promise.all(debits)]);
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    for (const reply of replies.filter((candidate) => candidate.statusCode !== 200))
      expect(reply.json().error.code, reply.body).toBe('insufficient_funds');
    for (const outcome of debitOutcomes) expect(['ok', 'insufficient_funds']).toContain(outcome);
    const debited = BigInt(debitOutcomes.filter((outcome) => outcome === 'ok').length) * 500n;
    const held = BigInt(accepted.length) * 1_000n;
    const balance = await balances(harness, token);
    expect(BigInt(balance.held)).toBe(held);
    expect(BigInt(balance.balance)).toBe(50_000n - debited);
    expect(BigInt(balance.available)).toBeGreaterThanOrEqual(0n);
    expect(held + debited).toBeLessThanOrEqual(50_000n);
    // The account was drained as far as the requests allowed: less than one more withdrawal is left.
    expect(BigInt(balance.available)).toBeLessThan(1_000n);
    const pending = (
      await call(harness.app, 'GET', '/api/withdrawals?status=pending&pageSize=1', { token })
    ).json();
    expect(pending.pageInfo.total).toBe(accepted.length);
    expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  }, 120_000);

  it('a burst beyond the balance answers insufficient_funds, not daily_limit_reached (issue 13 #11)', async () => {
    const saved = harness.settings.get('withdrawals');
    await updateSetting(harness.settings, 'withdrawals', (current) => ({ ...current, dailyCount: 3 }));
    try {
      // Money for one withdrawal: whatever the order, the day's count (3) is never the reason for a refusal.
      const poor = await withdrawingMember(harness);
      await fund(harness, poor.member, 1_000n);
      const poorReplies = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(harness.app, 'POST', '/api/withdrawals', { token: poor.token, body: requestBody('10.00') }),
        ),
      );
      expect(poorReplies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      for (const reply of poorReplies.filter((candidate) => candidate.statusCode !== 200))
        expect(reply.json().error.code, reply.body).toBe('insufficient_funds');
      // Money for all of them: the count is the truth, and exactly three pass.
      const rich = await withdrawingMember(harness);
      await fund(harness, rich.member, 100_000n);
      const richReplies = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(harness.app, 'POST', '/api/withdrawals', { token: rich.token, body: requestBody('10.00') }),
        ),
      );
      expect(richReplies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
      for (const reply of richReplies.filter((candidate) => candidate.statusCode !== 200))
        expect(reply.json().error.code, reply.body).toBe('daily_limit_reached');
    } finally {
      await updateSetting(harness.settings, 'withdrawals', () => saved);
    }
  }, 120_000);

  it('the same request replayed concurrently creates one withdrawal and one hold', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const body = requestBody('25.00');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => call(harness.app, 'POST', '/api/withdrawals', { token, body })),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(new Set(replies.map((reply) => reply.json().id)).size).toBe(1);
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '7500', held: '2500' });
    // The same id with a different amount is refused, not applied.
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: { ...body, amount: '30.00' } }),
      400,
      'validation_failed',
    );
  });

  it('concurrent approve and reject: exactly one wins, the money follows the winner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { member, token } = await withdrawingMember(harness);
      await fund(harness, member, 10_000n);
      const created = await requestWithdrawal(harness, token, '40');
      const [approve, reject] = await Promise.all([
        decide(harness, finance, created.id, { action: 'approve', reason: 'looks fine' }),
        decide(harness, finance, created.id, { action: 'reject', reason: 'looks wrong' }),
      ]);
      const codes = [approve.statusCode, reject.statusCode].sort();
      expect(codes, `${approve.body} ${reject.body}`).toEqual([200, 409]);
      const loser = approve.statusCode === 409 ? approve : reject;
      expect(loser.json().error.code).toBe('invalid_state');
      const expected =
        approve.statusCode === 200
          ? { balance: '10000', available: '6000', held: '4000' }
          : { balance: '10000', available: '10000', held: '0' };
      expect(await balances(harness, token)).toEqual(expected);
    }
  });
});

describe('claims', () => {
  it('not received needs 1 to 3 png or jpg images; staff see them', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const id = await paidWithdrawal(harness, token, finance, '50');
    const image = { filename: 'slip.png', contentType: 'image/png', bytes: pngBytes };
    expectError(await reportNotReceived(harness, token, id, []), 400, 'proof_required');
    expectError(
      await reportNotReceived(harness, token, id, [image, image, image, image]),
      400,
      'too_many_images',
    );
    expectError(
      await reportNotReceived(harness, token, id, [
        { filename: 'slip.png', contentType: 'image/png', bytes: Buffer.from('GIF89a not a png') },
      ]),
      415,
      'image_type_not_allowed',
    );
    const tooLarge = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(
      await reportNotReceived(harness, token, id, [{ ...image, bytes: tooLarge }]),
      413,
      'image_too_large',
    );
    const claimed = await reportNotReceived(harness, token, id, [image, image]);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'not_received' });
    expect(claimed.json().proofImageIds).toHaveLength(2);
    const queue = (
      await call(harness.app, 'GET', '/api/admin/withdrawals?status=claims', { token: finance })
    ).json();
    const row = queue.withdrawals.find((candidate: { id: string }) => candidate.id === id);
    expect(row).toMatchObject({ status: 'not_received', claimNote: 'nothing arrived' });
    const imageReply = await call(harness.app, 'GET', `/api/admin/uploads/${row.proofImageIds[0]}`, {
      token: finance,
    });
    expect(imageReply.statusCode).toBe(200);
    expect(imageReply.headers['content-type']).toBe('image/png');
    // A second claim on the same withdrawal is refused.
    expectError(await reportNotReceived(harness, token, id, [image]), 409, 'invalid_state');
  });

  it('a refund applies once under concurrent calls', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const id = await paidWithdrawal(harness, token, finance, '60');
    await reportNotReceived(harness, token, id, [
      { filename: 'a.jpg', contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) },
    ]);
    expect(await balances(harness, token)).toEqual({ balance: '4000', available: '4000', held: '0' });
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        decide(harness, finance, id, {
          action: 'resolveRefund',
          reason: 'bank confirmed failure',
          refundAmount: '60',
        }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    for (const reply of replies.filter((candidate) => candidate.statusCode !== 200))
      expect(reply.json().error.code).toBe('invalid_state');
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '10000', held: '0' });
    expect(await ledgerCount(withdrawalTransferId(testLedgerIds, id, 'refund'))).toBe(1);
    const mine = (await call(harness.app, 'GET', `/api/withdrawals/${id}`, { token })).json();
    expect(mine).toMatchObject({ status: 'refunded', refundMinor: '6000', resolution: 'refund' });
  });

  it('partly received: the remainder is shown and bounds the refund; dismiss completes', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 20_000n);
    const id = await paidWithdrawal(harness, token, finance, '100');
    const confirm = (body: unknown) =>
      call(harness.app, 'POST', `/api/withdrawals/${id}/confirmation`, { token, body });
    expectError(
      await confirm({ outcome: 'partly_received', amountReceived: '100' }),
      400,
      'validation_failed',
    );
    expectError(await confirm({ outcome: 'partly_received', amountReceived: '0' }), 400, 'validation_failed');
    const partly = await confirm({ outcome: 'partly_received', amountReceived: '70.50' });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json()).toMatchObject({
      status: 'partly_received',
      receivedMinor: '7050',
      remainderMinor: '2950',
    });
    expectError(
      await decide(harness, finance, id, {
        action: 'resolveRefund',
        reason: 'too much',
        refundAmount: '29.51',
      }),
      400,
      'validation_failed',
    );
    await decideOk(harness, finance, id, {
      action: 'resolveRefund',
      reason: 'bank short-paid',
      refundAmount: '29.50',
    });
    expect(await balances(harness, token)).toEqual({ balance: '12950', available: '12950', held: '0' });

    const other = await paidWithdrawal(harness, token, finance, '10');
    await call(harness.app, 'POST', `/api/withdrawals/${other}/confirmation`, {
      token,
      body: { outcome: 'partly_received', amountReceived: '5' },
    });
    const dismissed = await decideOk(harness, finance, other, {
      action: 'resolveDismiss',
      reason: 'bank shows full amount',
    });
    expect(dismissed.withdrawal).toMatchObject({ status: 'completed', resolution: 'dismiss' });
    expect(await balances(harness, token)).toEqual({ balance: '11950', available: '11950', held: '0' });
  });
});

describe('the sweeper job', () => {
  it('completes overdue paid withdrawals as forced, and a forced one can never be refunded', async () => {
    const { member, token, notices } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const overdue = await paidWithdrawal(harness, token, finance, '20');
    const minutes = harness.settings.get('withdrawals').autoConfirmMinutes;
    await harness.database.db
      .updateTable('withdrawals')
      .set({ paid_at: new Date(Date.now() - (minutes + 1) * 60_000) })
      .where('id', '=', overdue)
      .execute();
    const result = (await sweepJob().run()) as { autoConfirmed: number };
    expect(result).toMatchObject({ autoConfirmed: 1 });
    const after = (await call(harness.app, 'GET', `/api/withdrawals/${overdue}`, { token })).json();
    expect(after).toMatchObject({ status: 'completed', forced: true });
    expect(notices().some((event) => event.type === 'cashier' && event.kind === 'withdrawal_completed')).toBe(
      true,
    );
    expect(await auditOf(overdue)).toContain('withdrawal.auto_confirm');
    // Idempotent: a second run finds nothing.
    expect(await sweepJob().run()).toMatchObject({ autoConfirmed: 0 });
    // No claim and no refund after forced receipt.
    expectError(
      await reportNotReceived(harness, token, overdue, [
        { filename: 'a.png', contentType: 'image/png', bytes: pngBytes },
      ]),
      409,
      'invalid_state',
    );
    expectError(
      await decide(harness, finance, overdue, {
        action: 'resolveRefund',
        reason: 'try anyway',
        refundAmount: '20',
      }),
      409,
      'invalid_state',
    );
    expect(await balances(harness, token)).toEqual({ balance: '8000', available: '8000', held: '0' });
  });

  it('finishes a hold and a ledger step that a crash left behind, once', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    // A crash after the row was written and before the ledger was called: the row is "holding".
    const stuck = await harness.database.db
      .insertInto('withdrawals')
      .values({
        member_id: member.id,
        request_id: randomUUID(),
        member_account: member.username,
        amount_minor: '3000',
        currency: 'NPR',
        bank_name: 'Nabil Bank',
        account_holder: 'Test Holder',
        account_number: '1234-5678',
        status: 'holding',
        created_at: new Date(Date.now() - 10 * 60_000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sweepJob().run();
    expect((await call(harness.app, 'GET', `/api/withdrawals/${stuck.id}`, { token })).json().status).toBe(
      'pending',
    );
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '7000', held: '3000' });

    // A crash after "rejected" committed and before the void: the step is owed.
    await harness.database.db
      .updateTable('withdrawals')
      .set({
        status: 'rejected',
        rejection_reason: 'crash test',
        ledger_step: 'void',
        ledger_step_due_at: new Date(Date.now() - 5 * 60_000),
      })
      .where('id', '=', stuck.id)
      .execute();
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '7000', held: '3000' });
    const run = (await sweepJob().run()) as { stepsRun: number };
    expect(run.stepsRun).toBeGreaterThanOrEqual(1);
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '10000', held: '0' });
    // Running the same step again (as a second sweeper would) moves nothing more.
    await harness.database.db
      .updateTable('withdrawals')
      .set({ ledger_step: 'void', ledger_step_due_at: new Date(Date.now() - 5 * 60_000) })
      .where('id', '=', stuck.id)
      .execute();
    await sweepJob().run();
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '10000', held: '0' });
    expect(await ledgerCount(withdrawalTransferId(testLedgerIds, stuck.id, 'void'))).toBe(1);
  });
  it('a paid withdrawal confirmed before its post ran still pays out once (by the member or the auto-confirm)', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const byMember = await requestWithdrawal(harness, token, '20');
    const bySweeper = await requestWithdrawal(harness, token, '30');
    for (const id of [byMember.id, bySweeper.id])
      await decideOk(harness, finance, id, { action: 'approve', reason: 'fine' });
    // A crash after "paid" committed and before the post: the hold is still there and the post is owed.
    const minutes = harness.settings.get('withdrawals').autoConfirmMinutes;
    await harness.database.db
      .updateTable('withdrawals')
      .set({
        status: 'paid',
        paid_at: new Date(Date.now() - (minutes + 1) * 60_000),
        ledger_step: 'post',
        ledger_step_due_at: new Date(Date.now() - 5 * 60_000),
      })
      .where('id', 'in', [byMember.id, bySweeper.id])
      .execute();
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '5000', held: '5000' });
    // The confirmation once cleared the owed post, leaving the money held for ever; now it runs it.
    const confirmed = await call(harness.app, 'POST', `/api/withdrawals/${byMember.id}/confirmation`, {
      token,
      body: { outcome: 'received' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'completed' });
    expect(await balances(harness, token)).toEqual({ balance: '8000', available: '5000', held: '3000' });
    // The auto-confirm completes the other in its own transaction and leaves the post owed to the next step.
    expect(await sweepJob().run()).toMatchObject({ autoConfirmed: 1 });
    expect(await balances(harness, token)).toEqual({ balance: '5000', available: '5000', held: '0' });
    for (const id of [byMember.id, bySweeper.id])
      expect(await ledgerCount(withdrawalTransferId(testLedgerIds, id, 'post'))).toBe(1);
    const owing = await harness.database.db
      .selectFrom('withdrawals')
      .select('ledger_step')
      .where('id', 'in', [byMember.id, bySweeper.id])
      .where('ledger_step', 'is not', null)
      .execute();
    expect(owing).toEqual([]);
  });

  it('a refund decided while the post is still owed runs the post first, then the refund', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const created = await requestWithdrawal(harness, token, '20');
    await decideOk(harness, finance, created.id, { action: 'approve', reason: 'fine' });
    await harness.database.db
      .updateTable('withdrawals')
      .set({ status: 'paid', paid_at: new Date(), ledger_step: 'post', ledger_step_due_at: new Date() })
      .where('id', '=', created.id)
      .execute();
    await reportNotReceived(harness, token, created.id, [
      { filename: 'a.png', contentType: 'image/png', bytes: pngBytes },
    ]);
    const refunded = await decideOk(harness, finance, created.id, {
      action: 'resolveRefund',
      reason: 'bank returned it',
      refundAmount: '20',
    });
    expect(refunded.withdrawal).toMatchObject({ status: 'refunded', ledgerStepPending: false });
    expect(await balances(harness, token)).toEqual({ balance: '10000', available: '10000', held: '0' });
    expect(await ledgerCount(withdrawalTransferId(testLedgerIds, created.id, 'post'))).toBe(1);
    expect(await ledgerCount(withdrawalTransferId(testLedgerIds, created.id, 'refund'))).toBe(1);
    expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  });
});

describe('privacy and permissions', () => {
  it('another member’s withdrawal is not found for detail, confirmation and claims', async () => {
    const owner = await withdrawingMember(harness);
    const stranger = await withdrawingMember(harness);
    await fund(harness, owner.member, 10_000n);
    const id = await paidWithdrawal(harness, owner.token, finance, '10');
    expectError(
      await call(harness.app, 'GET', `/api/withdrawals/${id}`, { token: stranger.token }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'POST', `/api/withdrawals/${id}/confirmation`, {
        token: stranger.token,
        body: { outcome: 'received' },
      }),
      404,
      'not_found',
    );
    expectError(
      await reportNotReceived(harness, stranger.token, id, [
        { filename: 'a.png', contentType: 'image/png', bytes: pngBytes },
      ]),
      404,
      'not_found',
    );
    const list = (await call(harness.app, 'GET', '/api/withdrawals', { token: stranger.token })).json();
    expect(list.withdrawals).toEqual([]);
    const ownerView = (
      await call(harness.app, 'GET', `/api/withdrawals/${id}`, { token: owner.token })
    ).json();
    expect(ownerView.status).toBe('paid');
    expectError(await call(harness.app, 'GET', '/api/withdrawals'), 401, 'unauthorized');
  });

  it('customer service can read the queue but not decide or change settings; finance can', async () => {
    const support = await staffToken(harness, 'customerService');
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 10_000n);
    const created = await requestWithdrawal(harness, token, '10');
    expect(
      (await call(harness.app, 'GET', `/api/admin/withdrawals?member=${member.username}`, { token: support }))
        .statusCode,
    ).toBe(200);
    expectError(
      await decide(harness, support, created.id, { action: 'approve', reason: 'ok then' }),
      403,
      'forbidden',
    );
    const settings = (
      await call(harness.app, 'GET', '/api/admin/withdrawal-settings', { token: support })
    ).json();
    expectError(
      await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', { token: support, body: settings }),
      403,
      'forbidden',
    );
    // A proposal: it applies when a second finance staff member approves it (issue 14 #17).
    const changed = await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', {
      token: finance,
      body: { ...settings, autoConfirmMinutes: 60 },
    });
    expect(changed.statusCode, changed.body).toBe(202);
    expectError(
      await call(harness.app, 'POST', `/api/admin/setting-changes/${changed.json().id}/approve`, {
        token: support,
        body: {},
      }),
      403,
      'forbidden',
    );
    const approved = await call(
      harness.app,
      'POST',
      `/api/admin/setting-changes/${changed.json().id}/approve`,
      { token: payer, body: {} },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(harness.settings.get('withdrawals').autoConfirmMinutes).toBe(60);
    expectError(
      await call(harness.app, 'PUT', '/api/admin/withdrawal-settings', {
        token: finance,
        body: { ...settings, minimumMinor: '500', maximumMinor: '100' },
      }),
      400,
      'validation_failed',
    );
    const queue = (
      await call(harness.app, 'GET', `/api/admin/withdrawals?member=${member.username}&status=pending`, {
        token: finance,
      })
    ).json();
    expect(queue.withdrawals.map((row: { id: string }) => row.id)).toEqual([created.id]);
    expect(
      (await call(harness.app, 'GET', '/api/admin/withdrawals?pageSize=1000', { token: finance })).statusCode,
    ).toBe(400);
  });

  it('the fee is kept by the house when paid; the books still balance', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 100_000n);
    const saved = harness.settings.get('withdrawals');
    await updateSetting(harness.settings, 'withdrawals', (current) => ({
      ...current,
      feeFlatMinor: '100',
      feeBasisPoints: 100,
    }));
    try {
      const created = await requestWithdrawal(harness, token, '500');
      expect(created).toMatchObject({ amountMinor: '50000', feeMinor: '600', payoutMinor: '49400' });
      await decideOk(harness, finance, created.id, { action: 'approve', reason: 'fine' });
      await decideOk(harness, payer, created.id, {
        action: 'markPaid',
        reason: 'sent',
        payoutReference: 'R-1',
      });
      expect(await balances(harness, token)).toEqual({ balance: '50000', available: '50000', held: '0' });
      expect(await ledgerCount(withdrawalTransferId(testLedgerIds, created.id, 'fee'))).toBe(1);
    } finally {
      await updateSetting(harness.settings, 'withdrawals', () => saved);
    }
    const wallet = await memberWallet(harness, member);
    expect((await harness.ledger.balanceOf(wallet.id)).postedMinor).toBe(50_000n);
    expect((await harness.ledger.verify()).discrepancies).toEqual([]);
  });
});
