/** Tables of the adjustments module (kysely types); the module owns this file. */
import type { ColumnType, Generated } from 'kysely';

export type AdjustmentStatusColumn = 'pending_approval' | 'approved' | 'applied' | 'rejected' | 'failed';

export interface AdjustmentsTable {
  id: Generated<string>;
  request_id: string;
  member_id: string;
  member_account: string;
  direction: 'credit' | 'debit';
  kind: 'adjustment' | 'bonus';
  /** bigint: read back as a decimal string (pg), written as a string so no precision is lost. */
  amount_minor: string;
  reason: string;
  status: AdjustmentStatusColumn;
  approval_threshold_minor: string;
  needs_second_approval: boolean;
  requested_by: string;
  requested_by_name: string;
  requested_at: ColumnType<Date, Date | string | undefined, Date | string>;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
  failure_code: string | null;
  transfer_id: string | null;
  applied_at: Date | null;
}

export interface AdjustmentsDatabase {
  adjustments: AdjustmentsTable;
}
