import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type MinorOrNull = ColumnType<string | null, string | null | undefined, string | null>;
type Counter = ColumnType<string, string | undefined, string>;

export type RgLimitKindColumn = 'deposit' | 'loss' | 'wager' | 'session_time';
export type RgLimitPeriodColumn = 'day' | 'week' | 'month' | 'session';

/** Issue 20 (migration 0048): a member's limit per kind and period, with a waiting increase or removal. */
export interface RgLimitsTable {
  member_id: string;
  kind: RgLimitKindColumn;
  period: RgLimitPeriodColumn;
  /** Minor units, or minutes for session_time; null = no limit. bigint, so a string. */
  active_value: MinorOrNull;
  /** With pending_effective_at set: the waiting value (null = a waiting removal). */
  pending_value: MinorOrNull;
  pending_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  pending_effective_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: Timestamp;
}

/** Append-only (trigger): every change of a limit and what became of it. */
export interface RgLimitChangesTable {
  id: Generated<string>;
  member_id: string;
  kind: RgLimitKindColumn;
  period: RgLimitPeriodColumn;
  from_value: MinorOrNull;
  to_value: MinorOrNull;
  outcome: 'applied' | 'pending' | 'confirmed' | 'cancelled';
  actor_type: 'member' | 'staff' | 'system';
  actor_name: string | null;
  at: Timestamp;
}

/** The wager and loss counters, a row only for members with such a limit (brand-calendar windows). */
export interface RgPlayBudgetTable {
  member_id: string;
  wager_day_minor: MinorOrNull;
  wager_week_minor: MinorOrNull;
  wager_month_minor: MinorOrNull;
  loss_day_minor: MinorOrNull;
  loss_week_minor: MinorOrNull;
  loss_month_minor: MinorOrNull;
  day_start: Timestamp;
  week_start: Timestamp;
  month_start: Timestamp;
  day_staked: Counter;
  day_won: Counter;
  week_staked: Counter;
  week_won: Counter;
  month_staked: Counter;
  month_won: Counter;
}

export interface RgPreferencesTable {
  member_id: string;
  reality_check_minutes: number | null;
  updated_at: Timestamp;
}

export type RgLimitsDatabase = {
  rg_limits: RgLimitsTable;
  rg_limit_changes: RgLimitChangesTable;
  rg_play_budget: RgPlayBudgetTable;
  rg_preferences: RgPreferencesTable;
};
