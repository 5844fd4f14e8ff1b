/** Tables of the game catalogue (games, favourites, recent games, wins; kysely types); modules/games owns this file. */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type LaunchMode = 'seamless' | 'new_window';

export interface GamesTable {
  /** bigint identity: read back as a decimal string. */
  id: Generated<string>;
  vendor_code: string;
  code: string;
  category_code: string;
  classify: string | null;
  name: string;
  localized_names: ColumnType<Record<string, string>, string | undefined, string>;
  image_path: string | null;
  is_new: Defaulted<boolean>;
  is_hot: Defaulted<boolean>;
  sort_order: Defaulted<number>;
  enabled: Defaulted<boolean>;
  maintenance: Defaulted<boolean>;
  supports_trial: Defaulted<boolean>;
  launch_mode: ColumnType<LaunchMode, LaunchMode | undefined, LaunchMode>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FavouriteGamesTable {
  member_id: string;
  game_id: string;
  created_at: Timestamp;
}

export interface RecentGamesTable {
  member_id: string;
  game_id: string;
  last_played_at: Timestamp;
}

/** A view (0009) over settled winning rounds of real members; read-only. */
export interface GameWinsView {
  round_id: string;
  member_id: string;
  member_account: string;
  vendor_code: string;
  category_code: string;
  game_code: string;
  /** bigint minor units, read back as decimal strings. */
  stake_minor: string;
  win_minor: string;
  won_at: Date;
}

export interface CatalogueDatabase {
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  game_wins: GameWinsView;
}
