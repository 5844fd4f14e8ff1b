/** Tables of the in-house lottery (kysely types); 0043_lottery_draws.sql, 0044_lottery_bets.sql. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint: read back as a decimal string (pg), written as a string so no precision is lost. */
type Minor = ColumnType<string, string | bigint | undefined, string | bigint>;
type Json<T> = ColumnType<T, string, string>;

export type LotteryDrawStatusColumn = 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';
export type LotteryBetStatusColumn = 'open' | 'won' | 'lost' | 'refunded';

export interface LotteryGamesTable {
  code: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sales_close_seconds: number;
  missed_draw_policy: ColumnType<'drawLate' | 'cancelAndRefund', 'drawLate' | 'cancelAndRefund' | undefined>;
  schedule: Json<unknown>;
  min_stake_minor: Minor;
  max_stake_minor: Minor;
  updated_at: Timestamp;
}

export interface LotteryBetTypesTable {
  game_code: string;
  bet_type: string;
  odds: Json<unknown>;
  exposure_limit_minor: Minor;
}

export interface LotteryDrawsTable {
  id: string;
  game_code: string;
  draw_at: Date;
  sales_close_at: Date;
  seed_sealed: string;
  seed_hash: string;
  server_seed: string | null;
  status: ColumnType<LotteryDrawStatusColumn, LotteryDrawStatusColumn | undefined, LotteryDrawStatusColumn>;
  results: ColumnType<unknown, string | null | undefined, string | null>;
  drawn_at: Date | null;
  drawn_late: ColumnType<boolean, boolean | undefined, boolean>;
  settled_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  created_at: Timestamp;
}

export interface LotteryBetsTable {
  id: string;
  member_id: string;
  request_id: string;
  draw_id: string;
  game_code: string;
  bet_type: string;
  selection: Json<unknown>;
  units: number;
  unit_stake_minor: Minor;
  stake_minor: Minor;
  odds: Json<unknown>;
  status: ColumnType<LotteryBetStatusColumn, LotteryBetStatusColumn | undefined, LotteryBetStatusColumn>;
  payout_minor: Minor;
  placed_at: Date;
  settled_at: Date | null;
}

export interface LotteryExposureTable {
  draw_id: string;
  bet_type: string;
  number: string;
  held_minor: Minor;
  limit_minor: Minor;
}

export interface LotteryDatabase {
  lottery_games: LotteryGamesTable;
  lottery_bet_types: LotteryBetTypesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_bets: LotteryBetsTable;
  lottery_exposure: LotteryExposureTable;
}
