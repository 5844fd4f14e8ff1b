import { z } from 'zod';
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
