import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Issue 20 (migration 0050): when the member last started a round of an in-house game (minimum cycle). */
export interface InhousePlayCyclesTable {
  member_id: string;
  game: string;
  last_started_at: Timestamp;
}

export type WithdrawalCancelOutcome = 'cancelled' | 'refused';

/** Append-only (trigger): a member's attempt to cancel a withdrawal and its outcome. */
export interface WithdrawalCancelAttemptsTable {
  id: Generated<string>;
  withdrawal_id: string;
  member_id: string;
  outcome: WithdrawalCancelOutcome;
  at: Timestamp;
}

export type RgGameRulesDatabase = {
  inhouse_play_cycles: InhousePlayCyclesTable;
  withdrawal_cancel_attempts: WithdrawalCancelAttemptsTable;
};
