import type pg from 'pg';
import type { Journal } from './journal.js';
import {
  add,
  type Books,
  groupBy,
  type Reconciliation,
  type TransferRow,
  transfersOfReference,
} from './reconcile.js';

type WithdrawalRow = {
  id: string;
  member_id: string;
  request_id: string;
  status: string;
  amount_minor: string;
  ledger_step: string | null;
};

/** Where a withdrawal's money is on the ledger: never held, held, paid out (posted) or released (voided). */
type HoldState = 'none' | 'held' | 'posted' | 'voided';

/** The hold states each status allows once no ledger step is owed. */
const allowedStates: Record<string, HoldState[]> = {
  // Recorded, hold not placed yet or placed a moment before a crash: the sweeper finishes it; staff see it.
  holding: ['none', 'held'],
  failed: ['none'],
  pending: ['held'],
  approved: ['held'],
  rejected: ['voided'],
  paid: ['posted'],
  completed: ['posted'],
  partly_received: ['posted'],
  not_received: ['posted'],
  refunded: ['posted'],
};

function holdState(transfers: TransferRow[], amountMinor: bigint): { state: HoldState; problem?: string } {
  const holds = transfers.filter((transfer) => transfer.kind === 'pending');
  if (holds.length === 0) return { state: 'none' };
  if (holds.length > 1) return { state: 'held', problem: `${holds.length} holds` };
  const hold = holds[0] as TransferRow;
  if (BigInt(hold.amount) !== amountMinor) return { state: 'held', problem: `a hold of ${hold.amount}` };
  const endings = transfers.filter((transfer) => transfer.pending_id === hold.id);
  if (endings.length === 0) return { state: 'held' };
  return { state: endings[0]?.kind === 'post_pending' ? 'posted' : 'voided' };
}

function checkDecisions(journal: Journal, rows: Map<string, WithdrawalRow>, context: Reconciliation): void {
  const after: Record<string, string[]> = {
    approve: ['approved', 'paid', 'completed'],
    reject: ['rejected'],
    markPaid: ['paid', 'completed'],
    confirm: ['completed'],
  };
  for (const decision of journal.decisions.filter((entry) => entry.outcome === 'acknowledged')) {
    const status = rows.get(decision.withdrawalId)?.status ?? 'missing';
    if (!after[decision.action]?.includes(status))
      context.violations.push(
        `withdrawal ${decision.withdrawalId}: ${decision.action} was acknowledged, yet it is ${status}`,
      );
  }
}

/**
 * Every acknowledged withdrawal is there once, every row was acknowledged (or refused with its failed
 * row), each row's money is where its status says (held while pending or approved, paid out once paid,
 * released when rejected), and staff decisions that were acknowledged stuck.
 */
export async function checkWithdrawals(
  database: pg.Client,
  journal: Journal,
  books: Books,
  context: Reconciliation,
): Promise<void> {
  const result = await database.query<WithdrawalRow>(
    `select id::text as id, member_id::text as member_id, request_id::text as request_id, status,
       amount_minor::text as amount_minor, ledger_step
     from withdrawals where member_id = any($1::bigint[])`,
    [[...books.byMemberId.keys()]],
  );
  const rows = new Map(result.rows.map((row) => [row.id, row]));
  const transfers = groupBy(
    await transfersOfReference(database, 'withdrawal', [...rows.keys()]),
    (row) => row.reference_id ?? '',
  );
  const acknowledged = new Map(
    journal.withdrawals
      .filter((entry) => entry.withdrawalId)
      .map((entry) => [entry.withdrawalId as string, entry]),
  );
  const refusedRequests = new Set(
    journal.withdrawals.filter((entry) => entry.outcome === 'refused').map((entry) => entry.requestId),
  );
  for (const row of result.rows) {
    const member = books.byMemberId.get(row.member_id) as number;
    const amountMinor = BigInt(row.amount_minor);
    if (!acknowledged.has(row.id) && !(row.status === 'failed' && refusedRequests.has(row.request_id)))
      context.violations.push(`withdrawal ${row.id} (${row.status}) exists but was never acknowledged`);
    const { state, problem } = holdState(transfers.get(row.id) ?? [], amountMinor);
    if (problem) context.violations.push(`withdrawal ${row.id}: ${problem} for an amount of ${amountMinor}`);
    // An owed step (a crash between the status change and its transfer) is shown to staff and finished by
    // the sweeper: the money may still be where the step starts.
    const allowed = row.ledger_step ? ['held', 'posted', 'voided'] : (allowedStates[row.status] ?? []);
    if (!allowed.includes(state))
      context.violations.push(
        `withdrawal ${row.id} is ${row.status}${row.ledger_step ? ` (owes ${row.ledger_step})` : ''} but its money is ${state}`,
      );
    if (state === 'held') {
      context.heldWithdrawals += 1;
      add(context.expected, member, { heldMinor: amountMinor });
    }
    if (state === 'posted') add(context.expected, member, { postedMinor: -amountMinor });
    const refunds = (transfers.get(row.id) ?? []).filter(
      (transfer) => transfer.code === 'withdrawal_refund' && transfer.kind === 'posted',
    );
    for (const refund of refunds) add(context.expected, member, { postedMinor: BigInt(refund.amount) });
  }
  for (const entry of acknowledged.values())
    if (!rows.has(entry.withdrawalId as string))
      context.violations.push(`acknowledged withdrawal ${entry.withdrawalId} is lost`);
  checkDecisions(journal, rows, context);
}
