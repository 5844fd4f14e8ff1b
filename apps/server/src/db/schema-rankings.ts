/** Tables of ranking boards (kysely types); 0039_rankings.sql; modules/rankings owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export type RankingBoardTitle = { EN: string; NE?: string | undefined };
export type StoredRankingPrize = { rank: number; kind: 'money' | 'points'; amount: string };

export interface RankingBoardsTable {
  id: Generated<string>;
  title: Json<RankingBoardTitle>;
  metric: 'valid_bet' | 'biggest_win';
  category: string | null;
  period: 'daily' | 'weekly' | 'monthly';
  top_count: number;
  prizes: Json<StoredRankingPrize[]>;
  status: 'draft' | 'active' | 'paused';
  starts_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RankingPeriodsTable {
  board_id: string;
  period_start: Timestamp;
  period_end: Timestamp;
  frozen_at: Timestamp;
  entry_count: number;
}

export interface RankingResultsTable {
  board_id: string;
  period_start: Timestamp;
  rank: number;
  member_id: string;
  value_minor: Minor;
  prize_kind: 'money' | 'points' | null;
  prize_amount: NullableMinor;
  pending_step: 'pay' | null;
  bonus_id: string | null;
  paid_at: NullableTimestamp;
}

export interface RankingsDatabase {
  ranking_boards: RankingBoardsTable;
  ranking_periods: RankingPeriodsTable;
  ranking_results: RankingResultsTable;
}
