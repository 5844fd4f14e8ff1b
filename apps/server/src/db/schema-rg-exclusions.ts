/** Issue 20 tables (H3): 0049_rg_exclusions.sql; modules/responsible-gaming exclusions and register own them. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type RgExclusionKindColumn = 'break' | 'self_exclusion' | 'closure' | 'external' | 'underage';
export type RgRegisterAnswerColumn = 'excluded' | 'not_registered' | 'previously_excluded' | 'unavailable';

export interface RgExclusionsTable {
  /** bigint: read back as a decimal string. */
  id: Generated<string>;
  member_id: string;
  kind: RgExclusionKindColumn;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  source: 'member' | 'staff' | 'register';
  reason: string | null;
  actor_name: string;
  created_at: Timestamp;
}

export interface RgMemberStateTable {
  member_id: string;
  blocked: boolean;
  blocked_kind: RgExclusionKindColumn | null;
  blocked_until: Timestamp | null;
  marketing_blocked: boolean;
  awaiting_return: boolean;
  return_effective_at: Timestamp | null;
  register_answer: RgRegisterAnswerColumn | null;
  register_checked_at: Timestamp | null;
  register_recheck_due_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface RgRegisterChecksTable {
  id: Generated<string>;
  member_id: string | null;
  provider: string;
  trigger: 'registration' | 'login' | 'recheck' | 'deposit' | 'staff';
  answer: RgRegisterAnswerColumn;
  latency_ms: number;
  checked_at: Timestamp;
}

export interface RgExclusionsDatabase {
  rg_exclusions: RgExclusionsTable;
  rg_member_state: RgMemberStateTable;
  rg_register_checks: RgRegisterChecksTable;
}
