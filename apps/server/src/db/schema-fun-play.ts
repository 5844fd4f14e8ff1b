import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Minor = ColumnType<string, string | bigint, string | bigint>;

/** A trial account's fun balance (issue 14 #9): never money, never on the ledger. */
export interface FunWalletsTable {
  member_id: string;
  balance_minor: Minor;
  /** pg reads a date as a local-time Date: select it as text (day::text) where the day matters. */
  day: ColumnType<Date, string, string>;
  resets_today: ColumnType<number, number | undefined, number>;
  rounds_today: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FunRoundsTable {
  id: string;
  member_id: string;
  request_id: string;
  game: 'slot' | 'dice' | 'crash' | 'mines';
  params: ColumnType<unknown, string, string>;
  stake_minor: Minor;
  win_minor: ColumnType<string, string | bigint | undefined, string | bigint>;
  seed_pair_id: string | null;
  nonce: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  client_seed: string | null;
  max_win_minor: ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
  live_limit: ColumnType<number | null, number | null | undefined, number | null>;
  moves: ColumnType<unknown, string | undefined, string>;
  outcome: ColumnType<unknown, string | null | undefined, string | null>;
  status: ColumnType<'open' | 'settled', 'open' | 'settled' | undefined, 'open' | 'settled'>;
  created_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface FunPlayDatabase {
  fun_wallets: FunWalletsTable;
  fun_rounds: FunRoundsTable;
}
