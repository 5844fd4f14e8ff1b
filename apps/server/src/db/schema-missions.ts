/** Tables of missions (kysely types); 0038_missions.sql; modules/missions owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type MissionTitle = { EN: string; NE?: string | undefined };

export interface MissionsTable {
  id: Generated<string>;
  title: Json<MissionTitle>;
  period: 'daily' | 'weekly';
  metric: 'valid_bet' | 'deposit_amount' | 'deposit_count' | 'days_played';
  category: string | null;
  target: Minor;
  reward_kind: 'points' | 'bonus' | 'cash';
  reward_amount: Minor;
  /** numeric(8,2) reads back as text. */
  wagering_multiple: ColumnType<string | null, string | number | null, string | number | null>;
  wagering_days: number;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  status: 'draft' | 'active' | 'paused';
  sort_order: number;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MissionClaimsTable {
  mission_id: string;
  member_id: string;
  period_start: Timestamp;
  progress: Minor;
  reward_kind: 'points' | 'bonus' | 'cash';
  reward_amount: Minor;
  wagering_multiple: ColumnType<string | null, string | number | null, string | number | null>;
  wagering_days: number;
  pending_step: 'pay' | null;
  bonus_id: string | null;
  claimed_at: Timestamp;
  paid_at: NullableTimestamp;
}

export interface MissionsDatabase {
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
}
