import { randomUUID } from 'node:crypto';
import { gatewaySignatureHeaders } from '@gaming/contracts/deposits';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import { signedHeaders } from '../../../apps/server/src/platform/signed-body.js';
import type { BankMember } from './bank-people.js';
import type { ServerSlot } from './cluster.js';
import type { ClusterClient } from './cluster-client.js';
import {
  amountText,
  type DepositEntry,
  errorCodeOf,
  type Journal,
  type Outcome,
  randomMinor,
  type VendorEntry,
} from './journal.js';

export type BankContext = {
  client: ClusterClient;
  journal: Journal;
  members: BankMember[];
  slots: ServerSlot[];
  currency: string;
  gateway: { channelId: string; merchantId: string; merchantSecret: string };
  vendor: { code: string; gameCode: string; secret: string };
};

/** Refusals a member can meet in this test: nothing was done, and the books must show nothing. */
const expectedRefusals = new Set(['insufficient_funds', 'daily_limit_reached', 'withdrawal_pending']);

function outcomeOf(status: number, body: unknown, what: string): Outcome {
  if (status === 200) return 'acknowledged';
  const code = errorCodeOf(body);
  if (status >= 400 && status < 500 && expectedRefusals.has(code)) return 'refused';
  throw new Error(`${what} answered ${status} ${code}: ${JSON.stringify(body).slice(0, 300)}`);
}

/**
 * A gateway deposit: created (idempotent on requestId), paid on the simulator page of the process that
 * created it (its payments live in that process's memory), and its signed "paid" notification sent by the
 * test as the gateway retries it, to any process, until acknowledged: it must then be credited once.
 */
export async function gatewayDeposit(
  context: BankContext,
  member: BankMember,
  amountMinor: bigint = randomMinor(20_000, 80_000),
): Promise<void> {
  const requestId = randomUUID();
  const answer = await context.client.send('POST', '/api/deposits/gateway', {
    ip: member.ip,
    token: member.token,
    body: { requestId, channelId: context.gateway.channelId, amount: amountText(amountMinor) },
  });
  const entry: DepositEntry = {
    member: member.index,
    requestId,
    outcome: outcomeOf(answer.status, answer.body, 'deposit'),
    amountMinor,
    notified: false,
    paidOnSimulator: false,
  };
  context.journal.deposits.push(entry);
  if (entry.outcome !== 'acknowledged') return;
  const created = answer.body as { deposit: { id: string; status: string }; payUrl: string };
  entry.depositId = created.deposit.id;
  const paymentId = /\/pay\/([^/?#]+)/.exec(created.payUrl)?.[1];
  if (created.deposit.status !== 'pending' || !paymentId) return;
  const creator = context.slots[answer.slot] as ServerSlot;
  const paid = await context.client.once(creator, 'POST', `/gateway-sim/pay/${paymentId}`, {
    ip: member.ip,
    rawBody: 'action=paid',
    headers: () => ({ 'content-type': 'application/x-www-form-urlencoded' }),
  });
  entry.paidOnSimulator = paid?.status === 303;
  const notification = JSON.stringify({
    paymentId: decodeURIComponent(paymentId),
    merchantId: context.gateway.merchantId,
    merchantOrderId: created.deposit.id,
    status: 'paid',
    amountMinor: amountMinor.toString(),
    currency: context.currency,
  });
  const notified = await context.client.send('POST', `/api/payments/notify/${context.gateway.channelId}`, {
    ip: '10.97.251.1',
    rawBody: notification,
    headers: () => signedHeaders(gatewaySignatureHeaders, context.gateway.merchantSecret, notification),
  });
  if (notified.status !== 200)
    throw new Error(`the paid notification answered ${notified.status}: ${notified.text.slice(0, 300)}`);
  entry.notified = true;
}

/** A transfer to the upline (downlines) or to a random downline (uplines), idempotent on requestId. */
export async function memberTransfer(context: BankContext, member: BankMember): Promise<void> {
  const toUpline = member.upline !== undefined;
  const downline = member.downlines[Math.floor(Math.random() * member.downlines.length)];
  const to = toUpline ? member.upline : downline;
  if (to === undefined) return;
  const requestId = randomUUID();
  const amountMinor = randomMinor(100, 3_000);
  const answer = await context.client.send(
    'POST',
    `/api/wallet/transfers/${toUpline ? 'upline' : 'downline'}`,
    {
      ip: member.ip,
      token: member.token,
      body: {
        requestId,
        amount: amountText(amountMinor),
        paymentPassword: member.paymentPassword,
        ...(toUpline ? {} : { downlineAccount: context.members[to]?.username }),
      },
    },
  );
  const outcome = outcomeOf(answer.status, answer.body, 'transfer');
  const transferId =
    outcome === 'acknowledged' ? (answer.body as { transferId: string }).transferId : undefined;
  context.journal.transfers.push({
    from: member.index,
    to,
    direction: toUpline ? 'upline' : 'downline',
    requestId,
    outcome,
    amountMinor,
    ...(transferId ? { transferId } : {}),
  });
}

/** One dice roll of the in-house games, idempotent on requestId. */
export async function inhouseBet(context: BankContext, member: BankMember): Promise<void> {
  const requestId = randomUUID();
  const stakeMinor = randomMinor(100, 2_000);
  const answer = await context.client.send('POST', '/api/inhouse/dice/rounds', {
    ip: member.ip,
    token: member.token,
    body: { requestId, amount: amountText(stakeMinor), direction: 'under', target: 5_000 },
  });
  const outcome = outcomeOf(answer.status, answer.body, 'in-house bet');
  const round = answer.body as { roundId: string; stakeMinor: string; winMinor: string; status: string };
  context.journal.inhouse.push({
    member: member.index,
    requestId,
    outcome,
    stakeMinor,
    ...(outcome === 'acknowledged'
      ? { roundId: round.roundId, winMinor: round.status === 'settled' ? BigInt(round.winMinor) : null }
      : {}),
  });
}

/** One seamless-wallet callback, signed as the vendor signs it, sent until a process answers it. */
async function vendorCall(
  context: BankContext,
  member: BankMember,
  action: VendorEntry['action'],
  fields: Record<string, unknown>,
): Promise<{ outcome: Outcome; body: Record<string, unknown> }> {
  const rawBody = JSON.stringify({
    token: member.vendorToken,
    playerId: member.id,
    gameCode: context.vendor.gameCode,
    ...fields,
  });
  const answer = await context.client.send('POST', `/api/vendors/${context.vendor.code}/wallet/${action}`, {
    ip: '10.97.252.1',
    rawBody,
    headers: () => signedHeaders(vendorSignatureHeaders, context.vendor.secret, rawBody),
  });
  const body = answer.body as Record<string, unknown>;
  if (answer.status === 200 && body.status === 'ok') return { outcome: 'acknowledged', body };
  if (answer.status === 200 && body.code === 'insufficient_funds') return { outcome: 'refused', body };
  throw new Error(`vendor ${action} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/**
 * A vendor round: a bet, then a win that ends the round, a refund of the bet, or an end without a win.
 * Each call carries the vendor's own transaction id, so a resent call must not move money again.
 */
export async function vendorRound(context: BankContext, member: BankMember): Promise<void> {
  const roundId = `rb-${randomUUID()}`;
  const betId = `bet-${randomUUID()}`;
  const betMinor = randomMinor(100, 2_000);
  const record = (
    action: VendorEntry['action'],
    transactionId: string,
    outcome: Outcome,
    signedAmountMinor: bigint,
  ) =>
    context.journal.vendor.push({
      member: member.index,
      action,
      transactionId,
      roundId,
      outcome,
      signedAmountMinor,
    });
  const currency = context.currency;
  const bet = await vendorCall(context, member, 'bet', {
    transactionId: betId,
    roundId,
    currency,
    amountMinor: betMinor.toString(),
  });
  record('bet', betId, bet.outcome, -betMinor);
  if (bet.outcome !== 'acknowledged') return;
  const ending = Math.random();
  if (ending < 0.5) {
    const winId = `win-${randomUUID()}`;
    const winMinor = randomMinor(1, 4_000);
    const win = await vendorCall(context, member, 'win', {
      transactionId: winId,
      roundId,
      currency,
      amountMinor: winMinor.toString(),
      endRound: true,
    });
    record('win', winId, win.outcome, winMinor);
  } else if (ending < 0.75) {
    const refundId = `refund-${randomUUID()}`;
    const refund = await vendorCall(context, member, 'refund', {
      transactionId: refundId,
      betTransactionId: betId,
      roundId,
    });
    record('refund', refundId, refund.outcome, betMinor);
  } else {
    const endId = `end-${randomUUID()}`;
    const end = await vendorCall(context, member, 'end-round', { transactionId: endId, roundId });
    record('end-round', endId, end.outcome, 0n);
  }
}

/**
 * A withdrawal request (the hold is placed at once), after answering "received" for any withdrawal staff
 * paid, since a paid one waiting for the member's answer blocks a new request.
 */
export async function withdraw(context: BankContext, member: BankMember): Promise<void> {
  await confirmPaidWithdrawals(context, member);
  const requestId = randomUUID();
  const amountMinor = randomMinor(10_000, 25_000);
  const answer = await context.client.send('POST', '/api/withdrawals', {
    ip: member.ip,
    token: member.token,
    body: {
      requestId,
      amount: amountText(amountMinor),
      paymentPassword: member.paymentPassword,
      bankName: 'Reliability Bank',
      accountHolder: `Holder ${member.username}`,
      accountNumber: `9700${member.index.toString().padStart(6, '0')}`,
    },
  });
  const outcome = outcomeOf(answer.status, answer.body, 'withdrawal');
  context.journal.withdrawals.push({
    member: member.index,
    requestId,
    outcome,
    amountMinor,
    ...(outcome === 'acknowledged'
      ? { withdrawalId: (answer.body as { id: string }).id }
      : { refusal: errorCodeOf(answer.body) }),
  });
}

async function confirmPaidWithdrawals(context: BankContext, member: BankMember): Promise<void> {
  const listed = await context.client.send('GET', '/api/withdrawals?status=paid&pageSize=50', {
    ip: member.ip,
    token: member.token,
  });
  if (listed.status !== 200) throw new Error(`withdrawal list answered ${listed.status}`);
  for (const paid of (listed.body as { withdrawals: Array<{ id: string }> }).withdrawals) {
    const answer = await context.client.send('POST', `/api/withdrawals/${paid.id}/confirmation`, {
      ip: member.ip,
      token: member.token,
      body: { outcome: 'received' },
    });
    // A conflict: an earlier attempt whose answer was lost already confirmed it (checked at the end).
    if (answer.status !== 200 && answer.status !== 409)
      throw new Error(
        `confirming withdrawal ${paid.id} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
      );
    context.journal.decisions.push({
      withdrawalId: paid.id,
      action: 'confirm',
      outcome: answer.status === 200 ? 'acknowledged' : 'refused',
    });
  }
}

type StaffDesk = { token: string; ip: string };

async function decide(
  context: BankContext,
  staff: StaffDesk,
  withdrawalId: string,
  action: 'approve' | 'reject' | 'markPaid',
): Promise<void> {
  const answer = await context.client.send('POST', `/api/admin/withdrawals/${withdrawalId}/decision`, {
    ip: staff.ip,
    token: staff.token,
    body: {
      action,
      reason: 'reliability test decision',
      ...(action === 'markPaid' ? { payoutReference: `RB-${withdrawalId.slice(0, 8)}` } : {}),
    },
  });
  // A conflict: the state moved on (an earlier attempt whose answer was lost); the end checks the row.
  if (answer.status !== 200 && answer.status !== 409)
    throw new Error(`${action} of ${withdrawalId} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  context.journal.decisions.push({
    withdrawalId,
    action,
    outcome: answer.status === 200 ? 'acknowledged' : 'refused',
  });
}

/**
 * One pass of the finance desk: approves most pending withdrawals and rejects the rest; a second staff
 * member pays approved ones (the approver may not, issue 14 #17).
 */
export async function staffPass(
  context: BankContext,
  desk: { approver: StaffDesk; payer: StaffDesk },
): Promise<void> {
  const staff = desk.approver;
  for (const status of ['pending', 'approved'] as const) {
    const listed = await context.client.send('GET', `/api/admin/withdrawals?status=${status}&pageSize=100`, {
      ip: staff.ip,
      token: staff.token,
    });
    if (listed.status !== 200)
      throw new Error(`staff withdrawal list answered ${listed.status}: ${listed.text}`);
    for (const row of (listed.body as { withdrawals: Array<{ id: string }> }).withdrawals) {
      const action = status === 'approved' ? 'markPaid' : Math.random() < 0.75 ? 'approve' : 'reject';
      await decide(context, action === 'markPaid' ? desk.payer : desk.approver, row.id, action);
    }
  }
}
