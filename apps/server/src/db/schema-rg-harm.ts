import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type HarmMarkerRule =
  | 'deposit_frequency_rising'
  | 'night_play'
  | 'limit_increases'
  | 'withdrawal_reversal_attempts'
  | 'chasing_losses'
  | 'register_previously_excluded';

/** Issue 20 (migration 0053): one marker per member, rule and window (the job's rerun inserts nothing). */
export interface HarmMarkersTable {
  id: Generated<string>;
  member_id: string;
  rule: HarmMarkerRule;
  window_start: Timestamp;
  window_end: Timestamp;
  evidence: ColumnType<unknown, string, string>;
  status: ColumnType<'open' | 'reviewed', 'open' | 'reviewed' | undefined, 'open' | 'reviewed'>;
  reviewed_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Timestamp;
}

/** Append-only (trigger): a staff member's call, email, message, restriction or note about a member. */
export interface RgInteractionsTable {
  id: Generated<string>;
  member_id: string;
  staff_id: string;
  staff_name: string;
  kind: 'call' | 'email' | 'message' | 'restriction' | 'note';
  body: string;
  harm_marker_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface RgHarmScanTable {
  singleton: ColumnType<boolean, boolean | undefined, boolean>;
  last_member_id: string;
}

/** Issue 20 tables (H7, migration 0053). */
export type RgHarmDatabase = {
  harm_markers: HarmMarkersTable;
  rg_interactions: RgInteractionsTable;
  rg_harm_scan: RgHarmScanTable;
};
