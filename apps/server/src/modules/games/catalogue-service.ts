import type {
  FavouriteIdsResponse,
  Game,
  GameCategoryCode,
  GameListResponse,
  GamesPage,
  GamesQuery,
  VendorGameTypesResponse,
  WinnerBoardResponse,
} from '@gaming/contracts/catalogue';
import { gameCategoryCodes, maximumFavourites } from '@gaming/contracts/catalogue';
import { AppError } from '../../platform/errors.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { CatalogueRepository, GameKey, GameRow, WinRow } from './catalogue-repository.js';
import { regroupedCategory, storedCategoryFilters } from './vendor-lanes.js';

/** Spec §8: games without an image show this icon (served from the image CDN like any game image). */
export const defaultGameIconPath = '/static/games/default-icon.svg';

function isCategoryCode(code: string): code is GameCategoryCode {
  return (gameCategoryCodes as readonly string[]).includes(code);
}

/** Spec §9: the image and launch CDN are chosen at random among the configured ones. */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length === 0) return '';
  const chosen = cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? '';
  return chosen.replace(/\/+$/, '');
}

/** An image path on a CDN; absolute URLs stay as they are; no path means the default icon. */
export function imageUrl(imagePath: string | null, cdn: string): string {
  if (imagePath && /^https:\/\//.test(imagePath)) return imagePath;
  return `${cdn}${imagePath ?? defaultGameIconPath}`;
}

/** Spec §3 customerName on a public board: enough to recognise oneself, not enough to identify anyone. */
export function maskAccount(account: string): string {
  const characters = [...account];
  if (characters.length <= 2) return `${characters[0] ?? ''}***`;
  if (characters.length <= 4) return `${characters[0]}***${characters.at(-1)}`;
  return `${characters.slice(0, 2).join('')}***${characters.slice(-2).join('')}`;
}

function localizedName(
  name: string,
  localizedNames: Record<string, string> | null,
  language: string | undefined,
): string {
  if (!language || !localizedNames) return name;
  return localizedNames[language.toUpperCase()] ?? name;
}

export type GameAccess = { memberId: string } | null;

export class CatalogueService {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly settings: SettingsService,
  ) {}

  private rules() {
    return this.settings.get('catalogue.regrouping');
  }

  private imageCdn(): string {
    return pickCdn(this.settings.get('cdn').imageCDNs);
  }

  /** A launch picks its CDN the same way; gameLaunch (the vendor integration) calls this. */
  launchCdn(): string {
    return pickCdn(this.settings.get('cdn').launchGameCDNs);
  }

  private toGame(row: GameRow, language: string | undefined, cdn: string): Game {
    const category = isCategoryCode(row.categoryCode) ? row.categoryCode : 'RNG';
    return {
      nodeId: row.id,
      gameId: row.code,
      vassalage: row.vendorCode,
      vendorName: row.vendorName,
      gameType: regroupedCategory(row.vendorCode, category, this.rules()),
      gameClassify: row.classify,
      displayName: localizedName(row.name, row.localizedNames, language),
      gameName: row.name,
      iconUrl: imageUrl(row.imagePath, cdn),
      hasImage: row.imagePath !== null,
      isHot: row.isHot ? 1 : 0,
      isNew: row.isNew,
      supportPlay: row.supportsTrial ? 0 : 1,
      maintenance: row.maintenance || row.vendorMaintenance,
      launchMode: row.launchMode,
    };
  }

  private toGames(rows: GameRow[], language: string | undefined): Game[] {
    const cdn = this.imageCdn();
    return rows.map((row) => this.toGame(row, language, cdn));
  }

  /** spec §7 games: one page of a category (or a member's favourites / recent games), filtered and searched. */
  async games(query: GamesQuery, access: GameAccess): Promise<GamesPage> {
    const needsMember = query.filter === 'FAV' || query.filter === 'RECENT';
    if (needsMember && !access) throw new AppError('unauthorized');
    if (!query.gameType && !needsMember && !query.vassalage && !query.search) {
      throw new AppError('validation_failed', 'gameType, vassalage or search is required');
    }
    const { rows, total } = await this.repository.listGames({
      categories: query.gameType ? storedCategoryFilters(query.gameType, this.rules()) : null,
      vendorCode: query.vassalage,
      classify: query.gameClassify,
      filter: query.filter,
      memberId: access?.memberId,
      search: query.search || undefined,
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      content: this.toGames(rows, query.language),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      total,
    };
  }

  async hotGames(language: string | undefined): Promise<GameListResponse> {
    return { content: this.toGames(await this.repository.hotGames(), language) };
  }

  async popular(
    gameType: GameCategoryCode | undefined,
    limit: number,
    language: string | undefined,
  ): Promise<GameListResponse> {
    const categories = gameType ? storedCategoryFilters(gameType, this.rules()) : null;
    return { content: this.toGames(await this.repository.popularGames(categories, limit), language) };
  }

  async vendorGameTypes(vendorCode: string | undefined): Promise<VendorGameTypesResponse> {
    const rows = await this.repository.vendorGameTypes(vendorCode);
    const vendors = new Map<string, VendorGameTypesResponse['vendors'][number]>();
    for (const row of rows) {
      if (!isCategoryCode(row.categoryCode)) continue;
      const vendor = vendors.get(row.vendorCode) ?? {
        vassalage: row.vendorCode,
        displayName: row.vendorName,
        maintenance: row.vendorMaintenance,
        gameTypes: [],
      };
      const gameType = regroupedCategory(row.vendorCode, row.categoryCode, this.rules());
      const existing = vendor.gameTypes.find((entry) => entry.gameType === gameType);
      const classifies = (row.classifies ?? []).slice(0, 50);
      if (existing) {
        existing.gameCount += Number(row.gameCount);
        existing.gameClassifies = [...new Set([...existing.gameClassifies, ...classifies])].slice(0, 50);
      } else {
        vendor.gameTypes.push({ gameType, gameClassifies: classifies, gameCount: Number(row.gameCount) });
      }
      vendors.set(row.vendorCode, vendor);
    }
    return { vendors: [...vendors.values()].slice(0, 200) };
  }

  // Favourites ---------------------------------------------------------------------------------

  async favouriteIds(memberId: string): Promise<FavouriteIdsResponse> {
    return { ids: await this.repository.favouriteIds(memberId) };
  }

  async favouriteList(memberId: string, pageNo: number, pageSize: number, language: string | undefined) {
    return this.games({ filter: 'FAV', pageNo, pageSize, language }, { memberId });
  }

  /** Adds a visible game; vendor and type, when sent, must be the game's (a stale tile is refused). */
  async addFavourite(
    memberId: string,
    input: { nodeId: string; vendor?: string | undefined; gameType?: GameCategoryCode | undefined },
  ): Promise<FavouriteIdsResponse> {
    const row = await this.repository.findVisibleGame(input.nodeId);
    if (!row) throw new AppError('not_found', 'No such game.');
    const game = this.toGame(row, undefined, '');
    if (
      (input.vendor && input.vendor !== game.vassalage) ||
      (input.gameType && input.gameType !== game.gameType)
    ) {
      throw new AppError('validation_failed', 'vendor or gameType does not match the game');
    }
    const added = await this.repository.addFavourite(memberId, input.nodeId);
    if (!added) {
      throw new AppError('invalid_state', `At most ${maximumFavourites} favourites; remove one first.`);
    }
    return this.favouriteIds(memberId);
  }

  /** Removing a game that is not a favourite (or no longer exists) is not an error: the outcome is the same. */
  async removeFavourite(memberId: string, nodeId: string): Promise<FavouriteIdsResponse> {
    await this.repository.removeFavourite(memberId, nodeId);
    return this.favouriteIds(memberId);
  }

  // Recent games (written by game launch) and wins (read from settled rounds) -------------------

  async recentGames(memberId: string, language: string | undefined): Promise<GameListResponse> {
    const page = await this.games({ filter: 'RECENT', pageNo: 1, pageSize: 20, language }, { memberId });
    return { content: page.content };
  }

  /**
   * One visible game as a list item, with the category its rounds are recorded under (gameLaunch).
   * Added by the vendor integration.
   */
  async findGame(nodeId: string, language: string | undefined): Promise<Game | undefined> {
    const row = await this.repository.findVisibleGame(nodeId);
    return row ? this.toGame(row, language, this.imageCdn()) : undefined;
  }

  /** Called when a member starts a game (gameLaunch): the game moves to the top of their recent list. */
  async recordPlayed(memberId: string, nodeId: string, playedAt: Date = new Date()): Promise<void> {
    await this.repository.recordPlayed(memberId, nodeId, playedAt);
  }

  /**
   * A game played without a launch (the in-house games are pages of the site): recorded from the round,
   * by the vendor's code for the game. A game the catalogue does not show is not recorded.
   */
  async recordPlayedByCode(memberId: string, vendorCode: string, gameCode: string): Promise<void> {
    const row = await this.repository.findVisibleGameByCode(vendorCode, gameCode);
    if (row) await this.repository.recordPlayed(memberId, row.id, new Date());
  }

  async winnerBoard(options: {
    gameCategory: 'ALL' | GameCategoryCode;
    kind: 'latest' | 'biggest';
    limit: number;
    language?: string | undefined;
  }): Promise<WinnerBoardResponse> {
    const rows = await this.repository.wins({
      kind: options.kind,
      category: options.gameCategory === 'ALL' ? null : options.gameCategory,
      limit: options.limit,
      // Real settled wins only, and only those worth a place on a winners' board.
      minimumWinMinor: BigInt(this.settings.get('winnerBoard').minimumWinMinor),
    });
    const cdn = this.imageCdn();
    return { list: rows.map((row) => this.toWinner(row, options.language, cdn)) };
  }

  private toWinner(row: WinRow, language: string | undefined, cdn: string) {
    return {
      customerName: maskAccount(row.memberAccount),
      winAmount: row.winMinor,
      iconUrl: imageUrl(row.imagePath, cdn),
      displayName: localizedName(row.gameName, row.localizedNames, language),
      vassalage: row.vendorCode,
      gameType: row.categoryCode,
      wonAt: row.wonAt.toISOString(),
    };
  }

  /**
   * Display names of games and vendors for a list of rounds (betting records, round lookup), in the
   * member's language where the catalogue has it; a game or vendor no longer in the catalogue keeps its code.
   */
  async gameLabels(
    pairs: readonly GameKey[],
    language: string | undefined,
  ): Promise<{ gameName: (key: GameKey) => string; vendorName: (vendorCode: string) => string }> {
    const unique = [...new Map(pairs.map((pair) => [`${pair.vendorCode}\n${pair.gameCode}`, pair])).values()];
    const { games, vendors } = await this.repository.gameLabels(unique);
    const gameNames = new Map(
      games.map((row) => [
        `${row.vendorCode}\n${row.code}`,
        localizedName(row.name, row.localizedNames, language),
      ]),
    );
    const vendorNames = new Map(vendors.map((row) => [row.code, row.displayName]));
    return {
      gameName: (key) => gameNames.get(`${key.vendorCode}\n${key.gameCode}`) ?? key.gameCode,
      vendorName: (vendorCode) => vendorNames.get(vendorCode) ?? vendorCode,
    };
  }
}
