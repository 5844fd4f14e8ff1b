import { z } from 'zod';
import {
  type LotteryGameCode,
  type LotteryGameDefinition,
  lotteryGameCodeSchema,
  lotteryGameCodes,
  lotteryGames,
} from './lottery/lottery-games.js';
import { pageInfoSchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * The in-house lottery's member and public API (issue 19; spec §2 /lottery, /seaLottery, /vnLottery,
 * §4 prize modes, §7 startGameV2, lotteryLobbyLaunch, vnMenus, openedNumbers, recentLottery). The game
 * rules (bet types, draw derivation, payouts) live in the pure lottery math of this package; this file is
 * the wire. Amounts are integer minor units as decimal strings; odds are decimal multipliers as text
 * ("99.5": a win pays stake × 99.5, the stake included).
 */

// The games, their pages and catalogue categories are the lottery math's (lottery/lottery-games.ts): one
// list, so a game added there is on the wire, the web and the server at once.
export {
  type LotteryGameCode,
  lotteryGameCodeSchema,
  lotteryGameCodes,
  lotteryVendorCode,
} from './lottery/lottery-games.js';

/** Spec §4: the prize modes a launch may ask for. */
export const lotteryPrizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const lotteryPrizeModeSchema = z.enum(lotteryPrizeModes);
export type LotteryPrizeMode = z.infer<typeof lotteryPrizeModeSchema>;

const gameFieldOf = <Field extends 'page' | 'category'>(field: Field) =>
  Object.fromEntries(lotteryGameCodes.map((code) => [code, lotteryGames[code][field]])) as Record<
    LotteryGameCode,
    LotteryGameDefinition[Field]
  >;

/** The page each game plays on (spec §2), with ?gameCode=. */
export const lotteryPageOf = gameFieldOf('page');

/** Catalogue category of each game: VN games are e-lottery (ELOTT), fast and 4D are lottery (LOTT). */
export const lotteryCategoryOf = gameFieldOf('category');

export const lotteryLimits = {
  /** Numbers in one bet's selection at most (xien 4 takes four, a 4D number one). */
  selectionNumbers: 10,
  /** Draws listed per page of results. */
  resultsPageSize: 50,
  /** A member's bets per page. */
  betsPageSize: 50,
  /** Latest draws per game on openedNumbers. */
  openedNumbersPerGame: 1,
  /** Recently played lottery games listed. */
  recentGames: 10,
} as const;

export const lotteryDrawStatuses = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const lotteryDrawStatusSchema = z.enum(lotteryDrawStatuses);
export type LotteryDrawStatus = z.infer<typeof lotteryDrawStatusSchema>;

/** open: waiting for its draw; won/lost: settled; refunded: its draw was cancelled, the stake returned. */
export const lotteryBetStatuses = ['open', 'won', 'lost', 'refunded'] as const;
export const lotteryBetStatusSchema = z.enum(lotteryBetStatuses);
export type LotteryBetStatus = z.infer<typeof lotteryBetStatusSchema>;

const uuidSchema = z.uuid();
const instantSchema = z.string().meta({ description: 'An ISO 8601 instant (UTC).' });
/** A selected number: digits only (a 2-digit VN number, a fast ball digit, a 4D number). */
export const lotteryNumberSchema = z.string().regex(/^\d{1,5}$/, 'validation.lotteryNumber');
/** A bet type's code as the lottery math names it (e.g. bao_lo_2, de_head, xien_2, big, small). */
export const lotteryBetTypeSchema = z.string().regex(/^[a-z0-9_]{1,40}$/, 'validation.betType');
const positiveMinorSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.amount');

/** One prize tier's numbers of a drawn draw (e.g. VN "special" ["12345"], 4D "starter" ten numbers). */
export const lotteryPrizeSchema = z.object({ prize: z.string(), numbers: z.array(z.string()).max(27) });
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

/** What anyone may see of a draw: the seed's hash from its creation, the seed and numbers once drawn. */
export const lotteryDrawSchema = z
  .object({
    drawId: uuidSchema,
    gameCode: lotteryGameCodeSchema,
    drawAt: instantSchema,
    salesCloseAt: instantSchema,
    status: lotteryDrawStatusSchema,
    seedHash: z.string().regex(/^[0-9a-f]{64}$/),
    /** Revealed once drawn (hex); null before. */
    serverSeed: z.string().nullable(),
    /** The prize numbers in the game's result order (what the fairness method derives); null before. */
    numbers: z.array(z.string()).max(30).nullable(),
    /** The same numbers grouped by prize tier. */
    results: z.array(lotteryPrizeSchema).max(30).nullable(),
    drawnAt: instantSchema.nullable(),
    /** Set when staff or the missed-draw policy cancelled it (every stake refunded). */
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'LotteryDraw' });
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryBetTypeInfoSchema = z.object({
  betType: lotteryBetTypeSchema,
  /** Decimal multipliers of the unit stake paid per hit, keyed 'win' or by 4D prize tier, as configured now. */
  odds: z.record(z.string(), z.string()),
});

export const lotteryGameQuerySchema = z.object({ gameCode: lotteryGameCodeSchema });

export const lotteryGameResponseSchema = z
  .object({
    gameCode: lotteryGameCodeSchema,
    enabled: z.boolean(),
    page: z.enum(['/lottery', '/seaLottery', '/vnLottery']),
    currency: z.string(),
    decimals: z.number().int(),
    /** Sales close this many seconds before each draw. */
    closeSeconds: z.number().int(),
    minStakeMinor: minorUnitsSchema,
    maxStakeMinor: minorUnitsSchema,
    betTypes: z.array(lotteryBetTypeInfoSchema).max(40),
    /** The draw taking bets now (its seed hash already committed), if any. */
    currentDraw: lotteryDrawSchema.nullable(),
    serverTime: instantSchema,
  })
  .meta({ id: 'LotteryGame' });
export type LotteryGameResponse = z.infer<typeof lotteryGameResponseSchema>;

/** A bet's selection (lottery/lottery-bets.ts validateSelection): numbers, a ball position, a pick. */
export const lotteryBetSelectionSchema = z
  .object({
    numbers: z.array(lotteryNumberSchema).max(lotteryLimits.selectionNumbers).optional(),
    position: z.number().int().min(1).max(5).optional(),
    pick: z.enum(['big', 'small', 'odd', 'even']).optional(),
  })
  .strict();
export type LotteryBetSelection = z.infer<typeof lotteryBetSelectionSchema>;

/**
 * Place a bet: on a draw (drawId) or the game's draw on sale now (gameCode). Each picked number is one
 * unit (a xien or a pick bet is one unit): the stake debited is unitStakeMinor × units. requestId makes
 * the request idempotent (the same id answers the first bet).
 */
export const lotteryBetBodySchema = z
  .object({
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.requestId'),
    drawId: uuidSchema.optional(),
    gameCode: lotteryGameCodeSchema.optional(),
    betType: lotteryBetTypeSchema,
    selection: lotteryBetSelectionSchema,
    unitStakeMinor: positiveMinorSchema,
  })
  .refine((body) => body.drawId !== undefined || body.gameCode !== undefined, {
    message: 'validation.drawOrGame',
    path: ['drawId'],
  });
export type LotteryBetBody = z.infer<typeof lotteryBetBodySchema>;

export const lotteryBetSchema = z
  .object({
    betId: uuidSchema,
    drawId: uuidSchema,
    gameCode: lotteryGameCodeSchema,
    betType: lotteryBetTypeSchema,
    selection: lotteryBetSelectionSchema,
    units: z.number().int(),
    unitStakeMinor: minorUnitsSchema,
    /** unitStakeMinor × units: what was debited. */
    stakeMinor: minorUnitsSchema,
    /** The odds when the bet was placed (the bet is paid by them): decimal multipliers per paying key. */
    odds: z.record(z.string(), z.string()),
    status: lotteryBetStatusSchema,
    payoutMinor: minorUnitsSchema,
    placedAt: instantSchema,
    settledAt: instantSchema.nullable(),
    drawAt: instantSchema,
  })
  .meta({ id: 'LotteryBet' });
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

/** Which of a member's bets to list: open ones, settled ones (won, lost or refunded), or all. */
export const lotteryBetsFilters = ['open', 'settled', 'all'] as const;
export const lotteryBetsFilterSchema = z.enum(lotteryBetsFilters);
export type LotteryBetsFilter = z.infer<typeof lotteryBetsFilterSchema>;
/** The bet statuses each filter lists. */
export const lotteryBetStatusesOf: Record<LotteryBetsFilter, readonly LotteryBetStatus[]> = {
  open: ['open'],
  settled: ['won', 'lost', 'refunded'],
  all: lotteryBetStatuses,
};

export const lotteryMyBetsQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  status: lotteryBetsFilterSchema.default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(lotteryLimits.betsPageSize).default(20),
});
export const lotteryMyBetsResponseSchema = z.object({
  bets: z.array(lotteryBetSchema).max(lotteryLimits.betsPageSize),
  pageInfo: pageInfoSchema,
});
export type LotteryMyBetsResponse = z.infer<typeof lotteryMyBetsResponseSchema>;

export const lotteryResultsQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(lotteryLimits.resultsPageSize).default(20),
});
export const lotteryResultsResponseSchema = z.object({
  draws: z.array(lotteryDrawSchema).max(lotteryLimits.resultsPageSize),
  pageInfo: pageInfoSchema,
});
export type LotteryResultsResponse = z.infer<typeof lotteryResultsResponseSchema>;

export const lotteryDrawParamsSchema = z.object({ drawId: uuidSchema });

/** openedNumbers: each enabled game's latest drawn draw (home and lottery pages). */
export const openedNumbersResponseSchema = z.object({
  games: z
    .array(z.object({ gameCode: lotteryGameCodeSchema, draw: lotteryDrawSchema.nullable() }))
    .max(lotteryGameCodes.length),
});
export type OpenedNumbersResponse = z.infer<typeof openedNumbersResponseSchema>;

/** vnMenus (spec §7: prizeMode, device WEB): the VN games with their next draw. */
export const vnMenusQuerySchema = z.object({
  prizeMode: lotteryPrizeModeSchema.optional(),
  device: z.enum(['WEB', 'H5', 'APP']).optional(),
});
export const vnMenusResponseSchema = z.object({
  menus: z
    .array(
      z.object({
        gameCode: lotteryGameCodeSchema,
        page: z.literal('/vnLottery'),
        nextDrawAt: instantSchema.nullable(),
      }),
    )
    .max(lotteryGameCodes.length),
});
export type VnMenusResponse = z.infer<typeof vnMenusResponseSchema>;

/** recentLottery: the lottery games the member bet on lately, newest first. */
export const recentLotteryResponseSchema = z.object({
  games: z
    .array(z.object({ gameCode: lotteryGameCodeSchema, page: z.string(), lastBetAt: instantSchema }))
    .max(lotteryLimits.recentGames),
});
export type RecentLotteryResponse = z.infer<typeof recentLotteryResponseSchema>;

const backUrlSchema = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9/_?=&.-]*$/, 'validation.backUrl')
  .meta({ description: 'A path on this site (absolute URLs are refused).' });
const lottoLanguageSchema = z.string().regex(/^[A-Za-z-]{2,10}$/, 'validation.language');

/** lotteryLobbyLaunch (spec §7): our own lottery page for the asked area, mode and game. */
export const lotteryLobbyLaunchBodySchema = z.object({
  lottoArea: z.enum(['VN', 'SEA', 'ALL']).optional(),
  launchMode: lotteryPrizeModeSchema.optional(),
  lottoPrizeMode: lotteryPrizeModeSchema.optional(),
  lottoGameCode: lotteryGameCodeSchema.optional(),
  lottoView: z.enum(['lobby', 'game']).optional(),
  device: z.enum(['WEB', 'H5', 'APP']).optional(),
  backUrl: backUrlSchema.optional(),
  language: lottoLanguageSchema.optional(),
});
export type LotteryLobbyLaunchBody = z.infer<typeof lotteryLobbyLaunchBodySchema>;

/** startGameV2 (spec §7 "lottery launch"): one lottery game's page. */
export const startGameV2BodySchema = z.object({
  gameCode: lotteryGameCodeSchema,
  prizeMode: lotteryPrizeModeSchema.optional(),
  device: z.enum(['WEB', 'H5', 'APP']).optional(),
  backUrl: backUrlSchema.optional(),
  language: lottoLanguageSchema.optional(),
});
export type StartGameV2Body = z.infer<typeof startGameV2BodySchema>;

export const lotteryLaunchResponseSchema = z.object({
  /** A path on this site: the lottery page with gameCode (and prizeMode, backUrl when given). */
  url: z.string(),
  gameCode: lotteryGameCodeSchema,
  prizeMode: lotteryPrizeModeSchema,
});
export type LotteryLaunchResponse = z.infer<typeof lotteryLaunchResponseSchema>;

/** Error codes of the lottery routes (web texts errors.<code>). */
export const lotteryErrorCodes = [
  'lottery_sales_closed',
  'lottery_game_disabled',
  'lottery_no_open_draw',
  'lottery_invalid_selection',
  'lottery_exposure_limit',
  'amount_below_minimum',
  'amount_above_maximum',
  'insufficient_funds',
] as const;
