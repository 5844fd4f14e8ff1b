import type { AdminWithdrawal, Withdrawal, WithdrawalEvent } from '@gaming/contracts/withdrawals';
import { formatOrderNumber } from '../wallet/account-record.js';
import type { WithdrawalRow } from './withdrawals-repository.js';

/** What the member should receive: the amount less the fee. */
export function payoutMinorOf(row: WithdrawalRow): bigint {
  return BigInt(row.amount_minor) - BigInt(row.fee_minor);
}

/** What a claim asks back: everything paid out (not received) or the remainder (partly received). */
export function claimedMinorOf(row: WithdrawalRow): bigint {
  const payout = payoutMinorOf(row);
  return row.received_minor === null ? payout : payout - BigInt(row.received_minor);
}

function iso(value: Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function toWithdrawal(
  row: WithdrawalRow,
  options: { autoConfirmMinutes: number; proofImageIds: string[] },
): Withdrawal {
  const paidAt = row.paid_at === null ? null : new Date(row.paid_at);
  const remainder = row.received_minor === null ? null : payoutMinorOf(row) - BigInt(row.received_minor);
  return {
    id: row.id,
    orderNumber: formatOrderNumber('withdrawal', row.order_number),
    status: row.status,
    amountMinor: row.amount_minor,
    feeMinor: row.fee_minor,
    payoutMinor: payoutMinorOf(row).toString(),
    bankName: row.bank_name,
    accountHolder: row.account_holder,
    accountNumber: row.account_number,
    rejectionReason: row.rejection_reason,
    cancelledByMember: row.cancelled_by_member,
    payoutReference: row.payout_reference,
    receivedMinor: row.received_minor,
    remainderMinor: remainder === null ? null : remainder.toString(),
    forced: row.forced,
    resolution: row.resolution,
    refundMinor: row.refund_minor,
    resolutionReason: row.resolution_reason,
    createdAt: new Date(row.created_at).toISOString(),
    paidAt: iso(paidAt),
    autoConfirmAt:
      row.status === 'paid' && paidAt
        ? new Date(paidAt.getTime() + options.autoConfirmMinutes * 60_000).toISOString()
        : null,
    confirmedAt: iso(row.confirmed_at),
    proofImageIds: options.proofImageIds.slice(0, 3),
  };
}

export function toAdminWithdrawal(
  row: WithdrawalRow,
  options: { autoConfirmMinutes: number; proofImageIds: string[] },
): AdminWithdrawal {
  return {
    ...toWithdrawal(row, options),
    memberId: row.member_id,
    memberAccount: row.member_account,
    decidedByName: row.decided_by_name,
    paidByName: row.paid_by_name,
    resolvedByName: row.resolved_by_name,
    claimNote: row.claim_note,
    ledgerStepPending: row.ledger_step !== null,
  };
}

export function toWithdrawalEvent(row: {
  from_status: WithdrawalEvent['fromStatus'];
  to_status: WithdrawalEvent['toStatus'];
  actor_type: WithdrawalEvent['actorType'];
  actor_name: string;
  note: string | null;
  created_at: Date;
}): WithdrawalEvent {
  return {
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorType: row.actor_type,
    actorName: row.actor_name,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
