/** Tables of bonus money (kysely types); 0032_bonuses.sql; modules/bonuses owns this file. */
import type { BonusKind, BonusPayCode, BonusStatus } from '@gaming/contracts/bonuses';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;

export type BonusStep = 'lock' | 'pay' | 'release' | 'forfeit' | 'expire';

export interface BonusesTable {
  id: string;
  member_id: string;
  kind: BonusKind;
  source_id: string;
  grant_key: string;
  title: string;
  amount_minor: Minor;
  ledger_code: BonusPayCode;
  status: BonusStatus;
  claim_expires_at: NullableTimestamp;
  wagering_required_minor: NullableMinor;
  wagering_progress_minor: ColumnType<string, string | bigint | undefined, string | bigint>;
  /** numeric: read back as a decimal string. */
  wagering_multiple: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  wagering_base_minor: NullableMinor;
  /** jsonb: written as JSON text, read back parsed. */
  weights: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  default_weight_percent: number | null;
  max_stake_minor: NullableMinor;
  max_cashout_minor: NullableMinor;
  wagering_days: number | null;
  activated_at: NullableTimestamp;
  wagering_expires_at: NullableTimestamp;
  pending_step: BonusStep | null;
  released_minor: NullableMinor;
  ended_at: NullableTimestamp;
  end_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BonusesDatabase {
  bonuses: BonusesTable;
}
