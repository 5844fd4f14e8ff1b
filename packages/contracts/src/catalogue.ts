import { z } from 'zod';
import { gameCategoryCodes } from './category-routes.js';
import {
  favouritesPageSize,
  gameFilters,
  gamesPageSize,
  hotGamesLimit,
  maximumFavourites,
  winnerBoardLimit,
} from './game-limits.js';

export { categoryRoutes, type GameCategoryCode, gameCategoryCodes } from './category-routes.js';

export const gameCategoryCodeSchema = z.enum(gameCategoryCodes);

export const vendorSchema = z.object({
  /** Vendor code, called vassalage in the spec. */
  vassalage: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  displayName: z.string().min(1).max(60),
  gameType: gameCategoryCodeSchema,
  logoUrl: z.string().nullable(),
  maintenance: z.boolean(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorLaneSchema = z.object({
  gameCategory: gameCategoryCodeSchema,
  vendors: z.array(vendorSchema).max(100),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const vendorsResponseSchema = z
  .object({ lanes: z.array(vendorLaneSchema).max(gameCategoryCodes.length) })
  .meta({ id: 'VendorLanes' });
export type VendorsResponse = z.infer<typeof vendorsResponseSchema>;

export const bannerGroups = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export const bannerGroupSchema = z.enum(bannerGroups);
export type BannerGroup = z.infer<typeof bannerGroupSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** Alternative text for the image, in the requested language. */
  title: z.string().max(120),
  groupName: bannerGroupSchema,
  /** Where a click goes: 'route' (an app path) or 'external' (a URL); null means not clickable. */
  linkageType: z.enum(['route', 'external']).nullable(),
  linkageTarget: z.string().max(500).nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersQuerySchema = z.object({
  group: bannerGroupSchema,
  language: z.string().max(8).optional(),
});
export const bannersResponseSchema = z
  .object({ banners: z.array(bannerSchema).max(20) })
  .meta({ id: 'Banners' });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Games (spec §3 game list item, §4 favourites, §7 Games calls, §9 limits)

export {
  favouritesPageSize,
  gameFilters,
  gamesPageSize,
  hotGamesLimit,
  maximumFavourites,
  recentGamesLimit,
  winnerBoardLimit,
} from './game-limits.js';

export const gameFilterSchema = z.enum(gameFilters);
export type GameFilter = z.infer<typeof gameFilterSchema>;

export const gameLaunchModes = ['seamless', 'new_window'] as const;
export const gameLaunchModeSchema = z.enum(gameLaunchModes);

export const gameClassifySchema = z.string().regex(/^[a-z0-9_]{1,32}$/);
const vassalageSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);
/** Favourite ids are strings of nodeId (spec §3). */
export const nodeIdSchema = z.string().regex(/^[1-9]\d{0,18}$/);

/** A game list item (spec §3): what a tile needs to show, favourite and start a game. */
export const gameSchema = z
  .object({
    nodeId: nodeIdSchema,
    /** The vendor's code for the game (what a launch sends to the vendor). */
    gameId: z.string().max(64),
    vassalage: vassalageSchema,
    vendorName: z.string().max(60),
    gameType: gameCategoryCodeSchema,
    gameClassify: gameClassifySchema.nullable(),
    /** The name in the requested language (falls back to the default name). */
    displayName: z.string().max(100),
    /** The default (untranslated) name. */
    gameName: z.string().max(100),
    /** Image URL on one of the image CDNs, or the default icon when the game has no image (spec §8). */
    iconUrl: z.string().max(1000),
    hasImage: z.boolean(),
    /** 1 = hot (spec §3). */
    isHot: z.union([z.literal(0), z.literal(1)]),
    isNew: z.boolean(),
    /** 0 = a guest may take a free trial (spec §3 supportPlay). */
    supportPlay: z.union([z.literal(0), z.literal(1)]),
    /** The game or its vendor is under maintenance: shown, but it cannot start (spec §8). */
    maintenance: z.boolean(),
    launchMode: gameLaunchModeSchema,
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

const pageNumberSchema = z.coerce.number().int().min(1).max(10_000);
const languageQuerySchema = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
  .optional();

export const gamesQuerySchema = z.object({
  /** The category; optional with FAV and RECENT (all categories). */
  gameType: gameCategoryCodeSchema.optional(),
  vassalage: vassalageSchema.optional(),
  gameClassify: gameClassifySchema.optional(),
  filter: gameFilterSchema.default('ALL'),
  /** Part of a game's name (any language), case-insensitive. */
  search: z.string().trim().max(50).optional(),
  pageNo: pageNumberSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(gamesPageSize).default(gamesPageSize),
  language: languageQuerySchema,
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

/** A page of games: content, pageNum (1-based), totalPages, total (spec §3 favourite list shape). */
export const gamesPageSchema = z
  .object({
    content: z.array(gameSchema).max(favouritesPageSize),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .meta({ id: 'GamesPage' });
export type GamesPage = z.infer<typeof gamesPageSchema>;

export const gameListResponseSchema = z
  .object({ content: z.array(gameSchema).max(hotGamesLimit) })
  .meta({ id: 'GameList' });
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

export const languageOnlyQuerySchema = z.object({ language: languageQuerySchema });

export const popularQuerySchema = z.object({
  gameType: gameCategoryCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(hotGamesLimit).default(12),
  language: languageQuerySchema,
});

export const vendorGameTypesQuerySchema = z.object({ vassalage: vassalageSchema.optional() });
export const vendorGameTypesResponseSchema = z
  .object({
    vendors: z
      .array(
        z.object({
          vassalage: vassalageSchema,
          displayName: z.string().max(60),
          maintenance: z.boolean(),
          gameTypes: z.array(
            z.object({
              gameType: gameCategoryCodeSchema,
              gameClassifies: z.array(gameClassifySchema).max(50),
              gameCount: z.number().int().min(0),
            }),
          ),
        }),
      )
      .max(200),
  })
  .meta({ id: 'VendorGameTypes' });
export type VendorGameTypesResponse = z.infer<typeof vendorGameTypesResponseSchema>;

export const favouriteListQuerySchema = z.object({
  pageNo: pageNumberSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(favouritesPageSize).default(favouritesPageSize),
  language: languageQuerySchema,
});

export const favouriteIdsResponseSchema = z
  .object({ ids: z.array(nodeIdSchema).max(maximumFavourites) })
  .meta({ id: 'FavouriteIds' });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

/** spec §3 favourite toggle payload: nodeId, vendor, gameType (vendor and type must match the game). */
export const favouriteAddRequestSchema = z.object({
  nodeId: nodeIdSchema,
  vendor: vassalageSchema.optional(),
  gameType: gameCategoryCodeSchema.optional(),
});
export const favouriteParamsSchema = z.object({ nodeId: nodeIdSchema });

export const winnerBoardKinds = ['latest', 'biggest'] as const;
export const winnerBoardQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), gameCategoryCodeSchema]).default('ALL'),
  /** latest: the newest wins; biggest: the largest wins of the last 30 days. */
  kind: z.enum(winnerBoardKinds).default('latest'),
  limit: z.coerce.number().int().min(1).max(winnerBoardLimit).default(winnerBoardLimit),
  language: languageQuerySchema,
});
export const winnerSchema = z.object({
  /** The winner's account name, masked (spec §3 customerName). */
  customerName: z.string().max(64),
  /** Minor units as a string; shown with 2 decimals and thousands separators. */
  winAmount: z.string().regex(/^\d{1,19}$/),
  iconUrl: z.string().max(1000),
  displayName: z.string().max(100),
  vassalage: z.string().max(16),
  gameType: z.string().max(16),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnerBoardResponseSchema = z
  .object({ list: z.array(winnerSchema).max(winnerBoardLimit) })
  .meta({ id: 'WinnerBoard' });
export type WinnerBoardResponse = z.infer<typeof winnerBoardResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Back office: vendors and games

export const vendorStatuses = ['active', 'maintenance', 'disabled'] as const;
export const walletModes = ['seamless', 'transfer'] as const;
const sortOrderSchema = z.number().int().min(-100_000).max(100_000);
/** An image path under the image CDN (starting with /) or an absolute https URL. */
export const imagePathSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>]+)$/);

export const adminVendorSchema = z.object({
  code: vassalageSchema,
  displayName: z.string().max(60),
  logoUrl: z.string().nullable(),
  status: z.enum(vendorStatuses),
  walletMode: z.enum(walletModes),
  sortOrder: z.number().int(),
  categories: z.array(z.string()).max(20),
  gameCount: z.number().int().min(0),
  updatedAt: z.string(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
export const adminVendorListResponseSchema = z
  .object({ vendors: z.array(adminVendorSchema).max(200) })
  .meta({ id: 'AdminVendorList' });
export type AdminVendorListResponse = z.infer<typeof adminVendorListResponseSchema>;
export const adminVendorParamsSchema = z.object({ code: vassalageSchema });
export const adminVendorUpdateRequestSchema = z
  .object({
    displayName: z.string().trim().min(1).max(60),
    logoUrl: imagePathSchema.nullable(),
    status: z.enum(vendorStatuses),
    walletMode: z.enum(walletModes),
    sortOrder: sortOrderSchema,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' });
export type AdminVendorUpdateRequest = z.infer<typeof adminVendorUpdateRequestSchema>;

export const adminGameSchema = z.object({
  id: nodeIdSchema,
  vendorCode: z.string(),
  code: z.string(),
  categoryCode: z.string(),
  classify: z.string().nullable(),
  name: z.string(),
  localizedNames: z.record(z.string(), z.string()),
  imagePath: z.string().nullable(),
  iconUrl: z.string(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  supportsTrial: z.boolean(),
  launchMode: gameLaunchModeSchema,
  updatedAt: z.string(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGameListQuerySchema = z.object({
  vendor: vassalageSchema.optional(),
  category: gameCategoryCodeSchema.optional(),
  search: z.string().trim().max(50).optional(),
  page: pageNumberSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminGameListResponseSchema = z
  .object({
    games: z.array(adminGameSchema).max(100),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'AdminGameList' });
export type AdminGameListResponse = z.infer<typeof adminGameListResponseSchema>;
export const adminGameParamsSchema = z.object({ id: nodeIdSchema });
export const adminGameUpdateRequestSchema = z
  .object({
    enabled: z.boolean(),
    maintenance: z.boolean(),
    isHot: z.boolean(),
    isNew: z.boolean(),
    supportsTrial: z.boolean(),
    sortOrder: sortOrderSchema,
    imagePath: imagePathSchema.nullable(),
    launchMode: gameLaunchModeSchema,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'nothing to change' });
export type AdminGameUpdateRequest = z.infer<typeof adminGameUpdateRequestSchema>;
