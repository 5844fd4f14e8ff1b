import { z } from 'zod';
import { brandMoneySchema } from './adjustments.js';
import { crashMaximumTarget, crashMinimumTarget } from './inhouse-crash.js';
import { diceRollCount } from './inhouse-dice.js';
import { inhouseGameCodes } from './inhouse-games.js';
import { maximumConfigurableMultiplier } from './inhouse-limits.js';
import { minesTileCount } from './inhouse-mines.js';
import { slotSymbols } from './inhouse-slot.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { amountInputSchema, minorUnitsSchema } from './wallet.js';

/** Schemas of the provably fair in-house games (DESIGN.md §6). Game rules: inhouse-*.ts beside this file. */
export const inhouseGameCodeSchema = z.enum(inhouseGameCodes);

/** Printable ASCII without ':' (the separator of the HMAC message), 1 to 64 characters. */
const clientSeedSchema = z
  .string()
  .trim()
  .regex(/^[\x20-\x39\x3b-\x7e]{1,64}$/, 'validation.clientSeed');

export const seedPairSchema = z
  .object({
    /** SHA-256 (hex) of the current server seed, shown before any round is played with it. */
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The nonce the next round will use. */
    nonce: z.number().int(),
  })
  .meta({ id: 'InhouseSeedPair' });
export type SeedPair = z.infer<typeof seedPairSchema>;

export const clientSeedRequestSchema = z.object({ clientSeed: clientSeedSchema });
export const rotateSeedRequestSchema = z.object({ clientSeed: clientSeedSchema.optional() });
export const revealedSeedPairSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with the pair: nonces 0 .. roundsPlayed-1. */
  roundsPlayed: z.number().int(),
});
export const rotateSeedResponseSchema = z
  .object({ revealed: revealedSeedPairSchema, current: seedPairSchema })
  .meta({ id: 'InhouseSeedRotation' });
export type RotateSeedResponse = z.infer<typeof rotateSeedResponseSchema>;

const stakeRequest = {
  /** Idempotency key: a retried play with the same id returns the first round. */
  requestId: z.string().uuid(),
  amount: amountInputSchema,
};
export const slotPlayRequestSchema = z.object(stakeRequest);
export const dicePlayRequestSchema = z.object({
  ...stakeRequest,
  direction: z.enum(['under', 'over']),
  target: z
    .number()
    .int()
    .min(0)
    .max(diceRollCount - 1),
});
/** Starts a live crash round (issue 14 #13); the player cashes out with the round's cash-out operation. */
export const crashPlayRequestSchema = z.object({
  ...stakeRequest,
  /** Optional automatic cash-out in 1/100 (250 = 2.50×), chosen before the round. */
  autoCashOut: z.number().int().min(crashMinimumTarget).max(crashMaximumTarget).nullable().optional(),
});
/** Starts a mines round: the mines are placed from the seed now; tiles are revealed one request at a time. */
export const minesPlayRequestSchema = z.object({
  ...stakeRequest,
  mines: z
    .number()
    .int()
    .min(1)
    .max(minesTileCount - 1),
});
export const minesRevealRequestSchema = z.object({
  tile: z
    .number()
    .int()
    .min(0)
    .max(minesTileCount - 1),
});
/** A cash-out carries nothing: the server takes the multiplier at the moment it receives it. */
export const liveCashOutRequestSchema = z.object({}).strict();

const slotSymbolSchema = z.enum(slotSymbols);
const slotOutcomeSchema = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(slotSymbolSchema)),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: slotSymbolSchema,
      count: z.number().int(),
      pays: z.number().int(),
    }),
  ),
  totalPays: z.number().int(),
});
const diceOutcomeSchema = z.object({
  roll: z.number().int(),
  win: z.boolean(),
  multiplier: z.number().int(),
});
const crashOutcomeSchema = z.object({
  crashPoint: z.number().int(),
  /** The cash-out the round got (1/100); null when it crashed first. */
  cashedOutAt: z.number().int().nullable(),
  win: z.boolean(),
  /** Paid multiplier in 1/10000; 0 when lost. */
  multiplier: z.number().int(),
});
const minesOutcomeSchema = z.object({
  minePositions: z.array(z.number().int()),
  /** The tiles revealed, in order. */
  revealed: z.array(z.number().int()),
  hits: z.array(z.number().int()),
  win: z.boolean(),
  multiplier: z.number().int(),
});
/** A crash round in play (its outcome stays hidden until it is decided). */
const crashLiveSchema = z.object({
  /** Milliseconds since the round started, by the server's clock when this answer was made. */
  elapsedMs: z.number().int(),
  /** The multiplier at that moment (1/100). */
  multiplier: z.number().int(),
  /** Where the round cashes out by itself (1/100): the automatic cash-out, or the limits' maximum. */
  target: z.number().int(),
  /** The public curve: multiplier = e^(growthPerMs × elapsed ms). */
  growthPerMs: z.number(),
  maximumRoundMs: z.number().int(),
});
/** A mines round in play: the tiles revealed so far (all safe) and what a cash-out pays now. */
const minesLiveSchema = z.object({
  revealed: z.array(z.number().int()),
  /** 1/10000; 0 before the first safe tile (no cash-out yet). */
  multiplier: z.number().int(),
  /** What the next safe tile would pay (1/10000); null when the round is at its last tile. */
  nextMultiplier: z.number().int().nullable(),
  /** The most safe tiles the round goes to (the house's limits); it cashes out by itself there. */
  maxTiles: z.number().int(),
  /** When an unfinished round is settled as it stands (cashed out, or the stake back with no tile). */
  expiresAt: z.string(),
});

const roundFields = {
  roundId: z.string(),
  stakeMinor: minorUnitsSchema,
  winMinor: minorUnitsSchema,
  status: z.enum(['open', 'settled', 'cancelled']),
  /** Null only while the round is being drawn (an interrupted play finishes within minutes). */
  nonce: z.number().int().nullable(),
  clientSeed: z.string().nullable(),
  serverSeedHash: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The most the round could win, fixed when it was accepted (the game's limits); null before limits. */
  maxWinMinor: minorUnitsSchema.nullable(),
};

/** A round with its game's parameters and recorded outcome, discriminated by `game`. */
export const inhouseRoundSchema = z
  .discriminatedUnion('game', [
    z.object({
      ...roundFields,
      game: z.literal('slot'),
      params: z.object({}),
      outcome: slotOutcomeSchema.nullable(),
    }),
    z.object({
      ...roundFields,
      game: z.literal('dice'),
      params: z.object({ direction: z.enum(['under', 'over']), target: z.number().int() }),
      outcome: diceOutcomeSchema.nullable(),
    }),
    z.object({
      ...roundFields,
      game: z.literal('crash'),
      params: z.object({ autoCashOut: z.number().int().nullable() }),
      /** Null while the round is in play. */
      outcome: crashOutcomeSchema.nullable(),
      live: crashLiveSchema.nullable(),
    }),
    z.object({
      ...roundFields,
      game: z.literal('mines'),
      params: z.object({ mines: z.number().int() }),
      /** Null while the round is in play. */
      outcome: minesOutcomeSchema.nullable(),
      live: minesLiveSchema.nullable(),
    }),
  ])
  .meta({ id: 'InhouseRound' });
export type InhouseRound = z.infer<typeof inhouseRoundSchema>;

export const inhouseRoundsQuerySchema = pageQuerySchema.extend({ game: inhouseGameCodeSchema.optional() });
export const inhouseRoundsResponseSchema = z
  .object({ rounds: z.array(inhouseRoundSchema).max(100), pageInfo: pageInfoSchema })
  .meta({ id: 'InhouseRounds' });
export type InhouseRoundsResponse = z.infer<typeof inhouseRoundsResponseSchema>;

export const roundIdParamsSchema = z.object({ id: z.string().uuid() });

/** The member's live round of a game, if one is in play (to pick it up again after a reload). */
export const liveRoundResponseSchema = z
  .object({ round: inhouseRoundSchema.nullable() })
  .meta({ id: 'InhouseLiveRound' });
export type LiveRoundResponse = z.infer<typeof liveRoundResponseSchema>;

export const roundVerificationSchema = z
  .object({
    round: inhouseRoundSchema,
    /** The server seed, once its pair was rotated; until then only its hash. */
    serverSeed: z.string().nullable(),
    /** True while the round's seed pair is the current one (rotate to reveal its server seed). */
    seedPairActive: z.boolean(),
  })
  .meta({ id: 'InhouseRoundVerification' });
export type RoundVerification = z.infer<typeof roundVerificationSchema>;

export const inhouseGameInfoSchema = z.object({
  game: inhouseGameCodeSchema,
  /** The game's name in the language asked for, from the game catalogue (its one source everywhere). */
  displayName: z.string().max(100),
  /** The stated RTP in percent; for the slot it is computed exactly from its reels and paytable. */
  rtpPercent: z.number(),
  /** The slot's exact RTP as a fraction (decimal strings); null for fixed-odds games. */
  rtpFraction: z.object({ numerator: z.string(), denominator: z.string() }).nullable(),
  minStakeMinor: minorUnitsSchema,
  maxStakeMinor: minorUnitsSchema,
  /** The house's limits, shown before a bet: a fixed-odds bet above them is refused, a spin's win capped. */
  maxMultiplier: z.number().int(),
  maxPayoutMinor: minorUnitsSchema,
});
export const inhouseGamesQuerySchema = z.object({
  language: z
    .string()
    .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
    .optional(),
});
export const inhouseGamesResponseSchema = z
  .object({ games: z.array(inhouseGameInfoSchema), decimals: z.number().int(), currency: z.string() })
  .meta({ id: 'InhouseGames' });
export type InhouseGamesResponse = z.infer<typeof inhouseGamesResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Limits per game (issue 13 #5): rules in inhouse-limits.ts.

const limitMinorSchema = z.string().regex(/^\d{1,16}$/);

/** One game's limits as stored in the settings table ('inhouse.limits'). */
export const inhouseGameLimitsSchema = z.object({
  maxMultiplier: z.number().int().min(1).max(maximumConfigurableMultiplier),
  maxPayoutMinor: limitMinorSchema,
  dailyExposureMinor: limitMinorSchema,
});
export const inhouseLimitsValueSchema = z.object({
  slot: inhouseGameLimitsSchema,
  dice: inhouseGameLimitsSchema,
  crash: inhouseGameLimitsSchema,
  mines: inhouseGameLimitsSchema,
});

/** What the house has at stake today on one game: settled net loss and open bets at their largest win. */
export const inhouseExposureTodaySchema = z.object({
  /** The brand day (yyyy-MM-dd, brand time zone). */
  day: z.string(),
  /** Wins minus stakes of the day's drawn rounds; negative when the house is ahead. */
  netLossMinor: z.string().regex(/^-?\d{1,19}$/),
  /** Largest possible wins minus stakes of rounds accepted but not yet drawn. */
  openMinor: minorUnitsSchema,
});

export const adminInhouseLimitsResponseSchema = z
  .object({
    brand: brandMoneySchema,
    games: z.array(
      inhouseGameLimitsSchema.extend({
        game: inhouseGameCodeSchema,
        /** The catalogue's name of the game (the same name the player site shows). */
        displayName: z.string().max(100),
        today: inhouseExposureTodaySchema,
      }),
    ),
  })
  .meta({ id: 'AdminInhouseLimits' });
export type AdminInhouseLimitsResponse = z.infer<typeof adminInhouseLimitsResponseSchema>;

export const inhouseGameParamsSchema = z.object({ game: inhouseGameCodeSchema });
export const adminInhouseLimitsUpdateRequestSchema = z.object({
  maxMultiplier: z.number().int().min(1).max(maximumConfigurableMultiplier),
  /** Decimal amounts in the brand's currency. */
  maxPayout: amountInputSchema,
  dailyExposure: amountInputSchema,
});
export type AdminInhouseLimitsUpdateRequest = z.infer<typeof adminInhouseLimitsUpdateRequestSchema>;
