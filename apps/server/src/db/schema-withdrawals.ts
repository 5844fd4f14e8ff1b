import type { WithdrawalStatus } from '@gaming/contracts/withdrawals';
import type { ColumnType, Generated } from 'kysely';

/** Tables of the withdrawals module (kysely types, 0006_withdrawals.sql); the module owns this file. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type WithdrawalLedgerStep = 'void' | 'post' | 'refund';

export interface WithdrawalsTable {
  id: Generated<string>;
  /** The number a member quotes (0020_member_record.sql); bigint, so a string. */
  order_number: Generated<string>;
  member_id: string;
  request_id: string;
  member_account: string;
  /** bigint columns come back as strings. */
  amount_minor: string;
  fee_minor: ColumnType<string, string | undefined, string>;
  currency: string;
  bank_name: string;
  account_holder: string;
  account_number: string;
  status: WithdrawalStatus;
  ledger_step: ColumnType<
    WithdrawalLedgerStep | null,
    WithdrawalLedgerStep | null | undefined,
    WithdrawalLedgerStep | null
  >;
  ledger_step_due_at: NullableTimestamp;
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  payout_reference: ColumnType<string | null, string | null | undefined, string | null>;
  received_minor: ColumnType<string | null, string | null | undefined, string | null>;
  claim_note: ColumnType<string | null, string | null | undefined, string | null>;
  forced: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 20 (migration 0055): rejected because the member cancelled it, not by staff. */
  cancelled_by_member: ColumnType<boolean, boolean | undefined, boolean>;
  resolution: ColumnType<
    'refund' | 'dismiss' | null,
    'refund' | 'dismiss' | null | undefined,
    'refund' | 'dismiss' | null
  >;
  refund_minor: ColumnType<string | null, string | null | undefined, string | null>;
  resolution_reason: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  paid_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  resolved_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  decided_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
}

export interface WithdrawalEventsTable {
  id: Generated<string>;
  withdrawal_id: string;
  from_status: WithdrawalStatus | null;
  to_status: WithdrawalStatus;
  actor_type: 'member' | 'staff' | 'system';
  actor_name: string;
  note: string | null;
  created_at: Timestamp;
}

export interface WithdrawalReceivingAccountsTable {
  member_id: string;
  bank_name: string;
  account_holder: string;
  account_number: string;
  updated_at: Timestamp;
}

export interface WithdrawalsDatabase {
  withdrawals: WithdrawalsTable;
  withdrawal_events: WithdrawalEventsTable;
  withdrawal_receiving_accounts: WithdrawalReceivingAccountsTable;
}
