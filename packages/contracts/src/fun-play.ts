import { z } from 'zod';
import { minorUnitsSchema } from './wallet.js';

/**
 * Free play (issue 14 #9, spec §1 "guests can take a free trial or demo where a game supports it"): a
 * trial account plays the in-house games with a fun balance. Fun money is not money: it is kept apart
 * from the ledger, never withdrawn, transferred or counted anywhere, and shown as "Fun balance".
 *
 * The rule, in whole units of the brand's currency's decimals: a new trial account starts with
 * `funStartingUnits`; whenever the balance is below that, the player may reset it to `funStartingUnits`,
 * at most `funResetsPerDay` times a brand day; at most `funRoundsPerDay` rounds are played a brand day.
 */
export const funStartingUnits = 1_000n;
export const funResetsPerDay = 5;
export const funRoundsPerDay = 5_000;

export const funWalletSchema = z
  .object({
    balanceMinor: minorUnitsSchema,
    /** What a reset tops the balance up to (also where it starts). */
    startingMinor: minorUnitsSchema,
    decimals: z.number().int(),
    resetsPerDay: z.number().int(),
    resetsLeftToday: z.number().int(),
    /** A reset is possible now: the balance is below the starting amount and resets are left today. */
    canReset: z.boolean(),
    roundsLeftToday: z.number().int(),
  })
  .meta({ id: 'FunWallet' });
export type FunWallet = z.infer<typeof funWalletSchema>;

export const funWalletResetRequestSchema = z.object({}).strict();
