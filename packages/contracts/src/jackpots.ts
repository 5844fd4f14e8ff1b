import { z } from 'zod';
import { brandMoneySchema } from './adjustments.js';
import { maximumJackpotPools } from './home-limits.js';

export { jackpotTickerMs, maximumJackpotPools } from './home-limits.js';

/** A progressive jackpot pool as its vendor reports it: grown from a share of the stakes bet there. */
export const jackpotPoolSchema = z.object({
  vendorCode: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  displayName: z.string().max(60),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Integer minor units, as a string (never a float). */
  amountMinor: z.string().regex(/^\d{1,30}$/),
  /** When the vendor last reported this figure (ISO 8601). */
  reportedAt: z.string(),
});
export type JackpotPool = z.infer<typeof jackpotPoolSchema>;

export const jackpotsResponseSchema = z
  .object({
    /** The brand's currency; only pools in it are summed. */
    currency: z.string(),
    /** Sum of the pools in the brand's currency, minor units; "0" with no pool. */
    totalMinor: z.string().regex(/^\d{1,32}$/),
    pools: z.array(jackpotPoolSchema).max(maximumJackpotPools),
  })
  .meta({ id: 'Jackpots' });
export type JackpotsResponse = z.infer<typeof jackpotsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Seeds and the winner board's minimum (issue 14 #7), as stored in settings and edited in the back office.

const minorSchema = z.string().regex(/^\d{1,16}$/);
const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);

/** Settings 'jackpots': the seed of each vendor's pool; revision grows with every change (ledger ids). */
export const jackpotSettingsSchema = z.object({
  seeds: z.record(vendorCodeSchema, minorSchema).refine((seeds) => Object.keys(seeds).length <= 100),
  revision: z.number().int().min(0),
});
export type JackpotSettings = z.infer<typeof jackpotSettingsSchema>;

/** Settings 'winnerBoard': only settled wins of at least this much are listed (minor units). */
export const winnerBoardSettingsSchema = z.object({ minimumWinMinor: minorSchema });
export type WinnerBoardSettings = z.infer<typeof winnerBoardSettingsSchema>;

export const adminJackpotPoolSchema = z.object({
  vendorCode: vendorCodeSchema,
  displayName: z.string().max(60),
  /** The configured seed (minor units). */
  seedMinor: minorSchema,
  /** What the ledger's pool account holds now: the seed as funded (equal to seedMinor once funded). */
  fundedMinor: minorSchema,
  /** The vendor's contributions as it last reported them; null while it reports no pool. */
  contributionsMinor: minorSchema.nullable(),
});
export type AdminJackpotPool = z.infer<typeof adminJackpotPoolSchema>;

export const adminHomeBoardsResponseSchema = z
  .object({
    brand: brandMoneySchema,
    pools: z.array(adminJackpotPoolSchema).max(maximumJackpotPools),
    winnerBoardMinimumWinMinor: minorSchema,
  })
  .meta({ id: 'AdminHomeBoards' });
export type AdminHomeBoardsResponse = z.infer<typeof adminHomeBoardsResponseSchema>;

const decimalAmountSchema = z.string().regex(/^\d{1,13}(\.\d{1,4})?$/);
export const adminJackpotSeedParamsSchema = z.object({ vendorCode: vendorCodeSchema });
/** A seed in the brand's currency as typed ("100000.00"); 0 takes the seed back to the house. */
export const adminJackpotSeedUpdateRequestSchema = z.object({ seed: decimalAmountSchema });
export type AdminJackpotSeedUpdateRequest = z.infer<typeof adminJackpotSeedUpdateRequestSchema>;
export const adminWinnerBoardUpdateRequestSchema = z.object({ minimumWin: decimalAmountSchema });
export type AdminWinnerBoardUpdateRequest = z.infer<typeof adminWinnerBoardUpdateRequestSchema>;
