import {
  type GameFilter,
  hotGamesLimit,
  maximumFavourites,
  recentGamesLimit,
  winnerBoardLimit,
} from '@gaming/contracts/catalogue';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LaunchMode } from '../../db/schema-catalogue.js';
import type { StoredCategoryFilter } from './vendor-lanes.js';

/** A visible game with its vendor's name and state: what the service turns into a game list item. */
export type GameRow = {
  id: string;
  vendorCode: string;
  vendorName: string;
  vendorMaintenance: boolean;
  code: string;
  categoryCode: string;
  classify: string | null;
  name: string;
  localizedNames: Record<string, string>;
  imagePath: string | null;
  isNew: boolean;
  isHot: boolean;
  maintenance: boolean;
  supportsTrial: boolean;
  launchMode: LaunchMode;
};

export type GameListFilter = {
  categories: StoredCategoryFilter[] | null;
  vendorCode?: string | undefined;
  classify?: string | undefined;
  filter: GameFilter;
  /** Required by FAV and RECENT. */
  memberId?: string | undefined;
  search?: string | undefined;
  offset: number;
  limit: number;
};

/** A game as the rounds name it: the vendor's code and its own code for the game. */
export type GameKey = { vendorCode: string; gameCode: string };
export type GameLabelRow = {
  vendorCode: string;
  code: string;
  name: string;
  localizedNames: Record<string, string>;
};
export type VendorLabelRow = { code: string; displayName: string };
/** A page of rounds names at most this many distinct games. */
const gameLabelsLimit = 200;

export type WinRow = {
  memberAccount: string;
  winMinor: string;
  vendorCode: string;
  categoryCode: string;
  gameName: string;
  localizedNames: Record<string, string> | null;
  imagePath: string | null;
  wonAt: Date;
};

/** Games whose popularity counts: recent plays of the last 7 days. */
const popularWindow = sql`now() - interval '7 days'`;
const biggestWinsWindow = sql<Date>`now() - interval '30 days'`;
const vendorTypesLimit = 2_000;

type GamesQuery = SelectQueryBuilder<
  Database & { g: Database['games']; v: Database['vendors'] },
  'g' | 'v',
  // biome-ignore lint/complexity/noBannedTypes: kysely's empty selection
  {}
>;

/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function categoryCondition(
  eb: ExpressionBuilder<Database & { g: Database['games'] }, 'g'>,
  filters: StoredCategoryFilter[],
) {
  return eb.or(
    filters.map((filter) => {
      const parts: Expression<SqlBool>[] = [eb('g.category_code', '=', filter.category)];
      if (filter.vendorsIn) {
        parts.push(
          filter.vendorsIn.length > 0 ? eb('g.vendor_code', 'in', filter.vendorsIn) : sql<SqlBool>`false`,
        );
      }
      if (filter.vendorsNotIn && filter.vendorsNotIn.length > 0) {
        parts.push(eb('g.vendor_code', 'not in', filter.vendorsNotIn));
      }
      return eb.and(parts);
    }),
  );
}

export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Enabled games of visible vendors in enabled categories. */
  private visibleGames(): GamesQuery {
    return this.db
      .selectFrom('games as g')
      .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
      .where('g.enabled', '=', true)
      .where('v.status', '!=', 'disabled')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('game_categories as c')
            .select('c.code')
            .whereRef('c.code', '=', 'g.category_code')
            .where('c.enabled', '=', true),
        ),
      ) as unknown as GamesQuery;
  }

  private selectGame(query: GamesQuery) {
    return query.select([
      'g.id',
      'g.vendor_code as vendorCode',
      'v.display_name as vendorName',
      sql<boolean>`v.status = 'maintenance'`.as('vendorMaintenance'),
      'g.code',
      'g.category_code as categoryCode',
      'g.classify',
      'g.name',
      'g.localized_names as localizedNames',
      'g.image_path as imagePath',
      'g.is_new as isNew',
      'g.is_hot as isHot',
      'g.maintenance',
      'g.supports_trial as supportsTrial',
      'g.launch_mode as launchMode',
    ]);
  }

  private filtered(filter: GameListFilter): GamesQuery {
    let query = this.visibleGames();
    if (filter.categories) {
      const categories = filter.categories;
      query = query.where((eb) => categoryCondition(eb, categories));
    }
    if (filter.vendorCode) query = query.where('g.vendor_code', '=', filter.vendorCode);
    if (filter.classify) query = query.where('g.classify', '=', filter.classify);
    if (filter.filter === 'NEW') query = query.where('g.is_new', '=', true);
    if (filter.filter === 'HOT') query = query.where('g.is_hot', '=', true);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) =>
        eb.or([
          eb('g.name', 'ilike', pattern),
          eb.exists(
            sql`(select 1 from jsonb_each_text(g.localized_names) as names(language, value) where names.value ilike ${pattern})`,
          ),
        ]),
      );
    }
    const memberId = filter.memberId ?? '0';
    if (filter.filter === 'FAV') {
      query = query.innerJoin('favourite_games as f', (join) =>
        join.onRef('f.game_id', '=', 'g.id').on('f.member_id', '=', memberId),
      ) as unknown as GamesQuery;
    }
    if (filter.filter === 'RECENT') {
      query = query.innerJoin('recent_games as r', (join) =>
        join.onRef('r.game_id', '=', 'g.id').on('r.member_id', '=', memberId),
      ) as unknown as GamesQuery;
    }
    return query;
  }

  async listGames(filter: GameListFilter): Promise<{ rows: GameRow[]; total: number }> {
    const base = this.filtered(filter);
    let page = this.selectGame(base);
    if (filter.filter === 'FAV') {
      page = page.orderBy(sql`f.created_at`, 'desc');
    } else if (filter.filter === 'RECENT') {
      page = page.orderBy(sql`r.last_played_at`, 'desc');
    }
    const [rows, count] = await Promise.all([
      page.orderBy('g.sort_order').orderBy('g.id').offset(filter.offset).limit(filter.limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as GameRow[], total: Number(count.total) };
  }

  async hotGames(): Promise<GameRow[]> {
    const rows = await this.selectGame(this.visibleGames().where('g.is_hot', '=', true))
      .orderBy('g.sort_order')
      .orderBy('g.id')
      .limit(hotGamesLimit)
      .execute();
    return rows as GameRow[];
  }

  /** Most played (distinct members' recent plays of the last 7 days), then the catalogue's own order. */
  async popularGames(categories: StoredCategoryFilter[] | null, limit: number): Promise<GameRow[]> {
    let query = this.visibleGames();
    if (categories) query = query.where((eb) => categoryCondition(eb, categories));
    const rows = await this.selectGame(query)
      .select(
        sql<string>`(select count(*) from recent_games as r where r.game_id = g.id and r.last_played_at > ${popularWindow})`.as(
          'plays',
        ),
      )
      .orderBy('plays', 'desc')
      .orderBy('g.is_hot', 'desc')
      .orderBy('g.sort_order')
      .orderBy('g.id')
      .limit(limit)
      .execute();
    return rows as unknown as GameRow[];
  }

  async findVisibleGame(id: string): Promise<GameRow | undefined> {
    const row = await this.selectGame(this.visibleGames().where('g.id', '=', id)).executeTakeFirst();
    return row as GameRow | undefined;
  }

  /** A visible game by its vendor's code for it (in-house rounds name their game by code). */
  async findVisibleGameByCode(vendorCode: string, code: string): Promise<GameRow | undefined> {
    const row = await this.selectGame(
      this.visibleGames().where('g.vendor_code', '=', vendorCode).where('g.code', '=', code),
    ).executeTakeFirst();
    return row as GameRow | undefined;
  }

  /** Vendor → categories and lobby classifies of its visible games. */
  async vendorGameTypes(vendorCode: string | undefined) {
    let query = this.visibleGames();
    if (vendorCode) query = query.where('g.vendor_code', '=', vendorCode);
    return query
      .select([
        'g.vendor_code as vendorCode',
        'v.display_name as vendorName',
        sql<boolean>`v.status = 'maintenance'`.as('vendorMaintenance'),
        'v.sort_order as vendorSortOrder',
        'g.category_code as categoryCode',
        sql<string[]>`array_remove(array_agg(distinct g.classify), null)`.as('classifies'),
        (eb) => eb.fn.countAll<string>().as('gameCount'),
      ])
      .groupBy(['g.vendor_code', 'v.display_name', 'v.status', 'v.sort_order', 'g.category_code'])
      .orderBy('v.sort_order')
      .orderBy('g.vendor_code')
      .orderBy('g.category_code')
      .limit(vendorTypesLimit)
      .execute();
  }

  // Favourites -----------------------------------------------------------------------------------

  async favouriteIds(memberId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('favourite_games')
      .select('game_id')
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(maximumFavourites)
      .execute();
    return rows.map((row) => row.game_id);
  }

  /**
   * Adds a favourite unless it is there already (spec §4: adding is skipped if present). Returns false
   * when the member already holds the maximum number of favourites.
   */
  async addFavourite(memberId: string, gameId: string): Promise<boolean> {
    return this.db.transaction().execute(async (transaction) => {
      // One member's favourite changes queue behind each other so the count check cannot race.
      await sql`select pg_advisory_xact_lock(hashtext('favourites'), hashtext(${memberId}))`.execute(
        transaction,
      );
      const existing = await transaction
        .selectFrom('favourite_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      if (existing) return true;
      const count = await transaction
        .selectFrom('favourite_games')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (Number(count.count) >= maximumFavourites) return false;
      await transaction
        .insertInto('favourite_games')
        .values({ member_id: memberId, game_id: gameId })
        .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doNothing())
        .execute();
      return true;
    });
  }

  async removeFavourite(memberId: string, gameId: string): Promise<void> {
    await this.db
      .deleteFrom('favourite_games')
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .execute();
  }

  // Recent games --------------------------------------------------------------------------------

  /** Marks a game as just played and keeps only the member's last 20 (spec §9). */
  async recordPlayed(memberId: string, gameId: string, playedAt: Date): Promise<void> {
    await this.db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('recent_games')
        .values({ member_id: memberId, game_id: gameId, last_played_at: playedAt })
        .onConflict((conflict) =>
          conflict.columns(['member_id', 'game_id']).doUpdateSet({
            last_played_at: sql`greatest(recent_games.last_played_at, excluded.last_played_at)`,
          }),
        )
        .execute();
      await transaction
        .deleteFrom('recent_games')
        .where('member_id', '=', memberId)
        .where(
          'game_id',
          'not in',
          transaction
            .selectFrom('recent_games')
            .select('game_id')
            .where('member_id', '=', memberId)
            .orderBy('last_played_at', 'desc')
            .orderBy('game_id', 'desc')
            .limit(recentGamesLimit),
        )
        .execute();
    });
  }

  // Wins ----------------------------------------------------------------------------------------

  async wins(options: {
    kind: 'latest' | 'biggest';
    category: string | null;
    limit: number;
    /** Only wins of at least this much (the winner board's minimum, settings 'winnerBoard'). */
    minimumWinMinor: bigint;
  }): Promise<WinRow[]> {
    let query = this.db
      .selectFrom('game_wins as w')
      .leftJoin('games as g', (join) =>
        join.onRef('g.vendor_code', '=', 'w.vendor_code').onRef('g.code', '=', 'w.game_code'),
      )
      .select([
        'w.member_account as memberAccount',
        'w.win_minor as winMinor',
        'w.vendor_code as vendorCode',
        'w.category_code as categoryCode',
        sql<string>`coalesce(g.name, w.game_code)`.as('gameName'),
        'g.localized_names as localizedNames',
        'g.image_path as imagePath',
        'w.won_at as wonAt',
      ]);
    if (options.category) query = query.where('w.category_code', '=', options.category);
    query = query.where('w.win_minor', '>=', options.minimumWinMinor.toString());
    query =
      options.kind === 'biggest'
        ? query
            .where('w.won_at', '>', biggestWinsWindow)
            .orderBy('w.win_minor', 'desc')
            .orderBy('w.won_at', 'desc')
        : query.orderBy('w.won_at', 'desc').orderBy('w.round_id', 'desc');
    const rows = await query.limit(Math.min(options.limit, winnerBoardLimit)).execute();
    return rows as WinRow[];
  }

  /**
   * Names of the games (any state, disabled ones included: a record names the game it was) and of their
   * vendors, for rounds' (vendor, game) pairs. Pairs not in the catalogue are simply absent.
   */
  async gameLabels(pairs: readonly GameKey[]): Promise<{ games: GameLabelRow[]; vendors: VendorLabelRow[] }> {
    if (pairs.length === 0) return { games: [], vendors: [] };
    const limited = pairs.slice(0, gameLabelsLimit);
    const vendorCodes = [...new Set(limited.map((pair) => pair.vendorCode))];
    const [games, vendors] = await Promise.all([
      this.db
        .selectFrom('games as g')
        .select([
          'g.vendor_code as vendorCode',
          'g.code as code',
          'g.name as name',
          'g.localized_names as localizedNames',
        ])
        .where((eb) =>
          eb.or(
            limited.map((pair) =>
              eb.and([eb('g.vendor_code', '=', pair.vendorCode), eb('g.code', '=', pair.gameCode)]),
            ),
          ),
        )
        .execute(),
      this.db
        .selectFrom('vendors')
        .select(['code', 'display_name as displayName'])
        .where('code', 'in', vendorCodes)
        .execute(),
    ]);
    return { games: games as GameLabelRow[], vendors };
  }
}
