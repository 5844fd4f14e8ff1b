/** Tables of VIP levels (kysely types); 0037_vip_levels.sql; modules/vip owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface VipLevelsTable {
  rank_level: number;
  names: Json<{ EN: string; NE?: string }>;
  threshold_kind: 'lifetime_points' | 'valid_bet';
  threshold_value: Minor;
  keep_valid_bet_minor: NullableMinor;
  keep_days: number | null;
  rebate_bonus_basis_points: number;
  daily_withdrawal_limit_minor: NullableMinor;
  upgrade_bonus_minor: Minor;
  updated_at: Timestamp;
}

export interface MemberVipTable {
  member_id: string;
  rank_level: number;
  reached_at: Timestamp;
  reviewed_at: NullableTimestamp;
  demoted_at: NullableTimestamp;
}

export interface MemberVipHistoryTable {
  id: Generated<string>;
  member_id: string;
  from_level: number;
  to_level: number;
  reason: 'promoted' | 'demoted' | 'staff';
  staff_id: string | null;
  remark: string | null;
  created_at: Timestamp;
}

export interface VipUpgradeBonusesTable {
  member_id: string;
  rank_level: number;
  amount_minor: Minor;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  bonus_id: string | null;
}

export interface VipDatabase {
  vip_levels: VipLevelsTable;
  member_vip: MemberVipTable;
  member_vip_history: MemberVipHistoryTable;
  vip_upgrade_bonuses: VipUpgradeBonusesTable;
}
