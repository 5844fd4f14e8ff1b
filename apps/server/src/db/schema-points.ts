/** Tables of loyalty points and play stats (kysely types); 0035_points.sql; modules/points owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint columns read back as decimal strings. */
type Count = ColumnType<string, string | bigint | undefined, string | bigint>;

/** Written by 0035's triggers on game_rounds only: settled play per member, UTC hour and category. */
export interface MemberCategoryWindowsTable {
  member_id: string;
  window_start: Date;
  category: string;
  rounds: number;
  valid_bet_minor: string;
  win_minor: string;
  max_win_minor: string;
}

/** Windows whose points must be computed again (queued by 0035's triggers, drained by the points job). */
export interface PointsDueTable {
  member_id: string;
  window_start: Date;
  generation: Count;
  queued_at: Timestamp;
}

/** The rates of one version: valid bet (minor units) per point, per category and by default. */
export type PointsRates = {
  defaultValidBetPerPointMinor: string | null;
  categories: Record<string, string>;
};

export interface PointsRateVersionsTable {
  id: Generated<string>;
  effective_from: Timestamp;
  /** jsonb: written as JSON text, read back parsed. */
  rates: ColumnType<PointsRates, string, string>;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Timestamp;
}

export interface PointsAdjustmentsTable {
  id: string;
  member_id: string;
  points: Count;
  reason: string;
  staff_id: string | null;
  staff_name: string | null;
  created_at: Timestamp;
}

export interface PointsWindowPaymentsTable {
  member_id: string;
  window_start: Date;
  paid_points: Count;
  payments: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface MemberLoyaltyTable {
  member_id: string;
  lifetime_points: Count;
  points_debt: Count;
  updated_at: Timestamp;
}

export interface PointsDatabase {
  member_category_windows: MemberCategoryWindowsTable;
  points_due: PointsDueTable;
  points_rate_versions: PointsRateVersionsTable;
  points_adjustments: PointsAdjustmentsTable;
  points_window_payments: PointsWindowPaymentsTable;
  member_loyalty: MemberLoyaltyTable;
}
