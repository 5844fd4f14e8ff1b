/** Tables of the game rounds (generic) and the in-house games (kysely types); 0008_game_rounds.sql. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint: read back as a decimal string (pg), written as a string so no precision is lost. */
type Minor = ColumnType<string, string | undefined, string>;

export type GameRoundStatus = 'open' | 'settled' | 'cancelled';

export interface GameRoundsTable {
  id: string;
  member_id: string;
  vendor_code: string;
  game_code: string;
  category: string;
  external_round_id: string;
  currency: string;
  stake_minor: Minor;
  win_minor: Minor;
  valid_bet_minor: Minor;
  status: ColumnType<GameRoundStatus, GameRoundStatus | undefined, GameRoundStatus>;
  opened_at: Timestamp;
  settled_at: Date | null;
  updated_at: Timestamp;
}

export interface InhouseSeedPairsTable {
  id: Generated<string>;
  member_id: string;
  server_seed_sealed: string;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  next_nonce: ColumnType<string, string | number | undefined, string | number>;
  created_at: Timestamp;
  rotated_at: Date | null;
}

export interface InhouseRoundsTable {
  round_id: string;
  member_id: string;
  request_id: string;
  game: 'slot' | 'dice' | 'crash' | 'mines';
  params: ColumnType<unknown, string, string>;
  seed_pair_id: string | null;
  nonce: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  client_seed: string | null;
  outcome: ColumnType<unknown, string | null | undefined, string | null>;
  drawn_at: Date | null;
  max_win_minor: ColumnType<string | null, string | null | undefined, string | null>;
  /** pg reads a date as a local-time Date: select it as text (day::text) where the day matters. */
  exposure_day: ColumnType<Date | null, string | null | undefined, string | null>;
  exposure_open_minor: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the round's result was decided (issue 14 #13): at the draw for instant games, later for live ones. */
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Crash: the largest cash-out (1/100); mines: the most safe tiles. Null for instant games. */
  live_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Per game and brand day: what the house lost net and what open rounds may still cost it (issue 13 #5). */
export interface InhouseExposureTable {
  game: 'slot' | 'dice' | 'crash' | 'mines';
  /** pg reads a date as a local-time Date: select it as text (day::text). */
  day: ColumnType<Date, string, string>;
  net_loss_minor: ColumnType<string, string | undefined, string>;
  open_minor: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface GamesRoundsDatabase {
  game_rounds: GameRoundsTable;
  inhouse_seed_pairs: InhouseSeedPairsTable;
  inhouse_rounds: InhouseRoundsTable;
  inhouse_exposure: InhouseExposureTable;
}
