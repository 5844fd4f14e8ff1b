import { createHash } from 'node:crypto';
import type { AccountRecordEvent } from '@gaming/contracts/wallet';
import type { RecordEntryRow } from './account-record-repository.js';

/** How a business object is named to its member: a number to quote and/or what it concerns. */
export type RecordReferenceLabel = { reference: string | null; subject: string | null };

/**
 * Names the business objects of one reference type (withdrawal, deposit, round, ...) for a page of the
 * account record. The module that owns the objects provides it; at most one page of ids per call.
 */
export type RecordReferenceResolver = (
  ids: readonly string[],
  language: string | undefined,
) => Promise<Map<string, RecordReferenceLabel>>;

/** Order numbers as members see and quote them: a prefix per kind of order, then the number. */
export function formatOrderNumber(
  kind: 'withdrawal' | 'deposit' | 'adjustment',
  orderNumber: string,
): string {
  const prefix = { withdrawal: 'WD', deposit: 'DP', adjustment: 'AD' }[kind];
  return `${prefix}${orderNumber.padStart(6, '0')}`;
}

/** Order numbers as record labels: the number to quote, nothing else. */
export function mapOrderNumbers(
  orderNumbers: Map<string, string>,
  kind: 'withdrawal' | 'deposit',
): Map<string, RecordReferenceLabel> {
  return new Map(
    [...orderNumbers].map(([id, number]) => [
      id,
      { reference: formatOrderNumber(kind, number), subject: null },
    ]),
  );
}

/** The reference types whose objects the record names; one resolver each, registered at start-up. */
export class RecordReferences {
  private readonly resolvers = new Map<string, RecordReferenceResolver>();

  register(referenceType: string, resolver: RecordReferenceResolver): void {
    this.resolvers.set(referenceType, resolver);
  }

  /** Labels of a page's references, keyed `type:id`; a type without a resolver gets none. */
  async labelsOf(
    references: readonly { type: string; id: string }[],
    language: string | undefined,
  ): Promise<Map<string, RecordReferenceLabel>> {
    const idsByType = new Map<string, Set<string>>();
    for (const { type, id } of references) {
      if (!idsByType.has(type)) idsByType.set(type, new Set());
      idsByType.get(type)?.add(id);
    }
    const labels = new Map<string, RecordReferenceLabel>();
    await Promise.all(
      [...idsByType].map(async ([type, ids]) => {
        const resolver = this.resolvers.get(type);
        if (!resolver) return;
        for (const [id, label] of await resolver([...ids], language)) labels.set(`${type}:${id}`, label);
      }),
    );
    return labels;
  }
}

const transferEvents: Record<string, [outgoing: AccountRecordEvent, incoming: AccountRecordEvent]> = {
  transfer_upline: ['transfer_to_upline', 'transfer_from_downline'],
  transfer_downline: ['transfer_to_downline', 'transfer_from_upline'],
  // An agent pays its downline's contract windows; the holder receives them (the house's side is no member).
  agent_salary: ['agent_salary_paid', 'agent_salary_received'],
  agent_dividend: ['agent_dividend_paid', 'agent_dividend_received'],
};

/** The business event of an entry, from its reason code, its kind of line and the member's side. */
export function eventOf(
  row: Pick<RecordEntryRow, 'group_key' | 'code' | 'kind' | 'outgoing'>,
): AccountRecordEvent {
  if (row.group_key.startsWith('round:')) return 'game_round';
  const pair = transferEvents[row.code];
  if (pair) return row.outgoing ? pair[0] : pair[1];
  switch (row.code) {
    case 'deposit':
      return 'deposit';
    case 'withdrawal':
      return row.kind === 'post_pending' ? 'withdrawal_paid' : 'withdrawal_requested';
    case 'withdrawal_refund':
      return row.kind === 'void_pending' ? 'withdrawal_returned' : 'withdrawal_refunded';
    case 'vendor_transfer_in':
      return 'vendor_transfer_in';
    case 'vendor_transfer_refund':
      return 'vendor_transfer_returned';
    case 'vendor_transfer_out':
      return 'vendor_transfer_out';
    case 'bet':
    case 'win':
    case 'refund':
      return 'game_round';
    case 'bonus':
    // Issue 16: a released wagering bonus and the campaigns' rewards are bonuses to the member (the
    // subject names which, from the bonus's title; the type filter keeps their own codes).
    case 'bonus_release':
    case 'red_envelope':
    case 'raffle_prize':
    case 'referral_reward':
    // Issue 17: loyalty money reaching main (mall cash, conversions, missions, rankings, VIP).
    case 'points_cash':
    case 'mission_reward':
    case 'ranking_prize':
    case 'vip_bonus':
      return 'bonus';
    case 'rebate':
      return 'rebate';
    case 'adjustment':
      return row.outgoing ? 'adjustment_debit' : 'adjustment_credit';
    default:
      return 'other';
  }
}

function statusOf(row: RecordEntryRow) {
  // A request that held money tells how it ended: still held, moved, or given back.
  if (row.kind === 'pending')
    return row.hold_resolution === null
      ? 'pending'
      : row.hold_resolution === 'void_pending'
        ? 'released_hold'
        : 'posted';
  if (row.kind === 'post_pending') return 'posted_hold';
  if (row.kind === 'void_pending') return 'released_hold';
  return 'posted';
}

/** One entry of the member's account record: what happened, to what they can spend, named for them. */
export function toRecordEntry(row: RecordEntryRow, label: RecordReferenceLabel | undefined) {
  const event = eventOf(row);
  return {
    // A key for the line, not the ledger's id: nothing internal reaches the member's screen or wire.
    id: createHash('sha256').update(row.group_key).digest('base64url').slice(0, 22),
    type: row.code,
    event,
    amountMinor: row.spendable_change,
    movedMinor: row.moved,
    balanceAfterMinor: (BigInt(row.posted_after) - BigInt(row.held_after)).toString(),
    status: statusOf(row),
    reference: label?.reference ?? null,
    subject: label?.subject ?? null,
    round: event === 'game_round' ? { stakeMinor: row.stake, winMinor: row.win } : null,
    createdAt: new Date(row.created_at).toISOString(),
  } as const;
}
