import { z } from 'zod';
import {
  maximumBettingRecordsPageSize,
  maximumRoundDetailLines,
  maximumRoundLookupPageSize,
  type RoundStatus,
  roundStatuses,
} from './betting-record-limits.js';
import { gameCategoryCodeSchema } from './catalogue.js';
import { maximumProfitRangeDays, profitPeriods } from './profit-periods.js';
import { pageInfoSchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

export {
  maximumBettingRecordsPageSize,
  maximumProfitRangeDays,
  maximumRoundDetailLines,
  maximumRoundLookupPageSize,
  type RoundStatus,
  roundStatuses,
};

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const languageSchema = z
  .string()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
  .optional();
export const roundStatusSchema = z.enum(roundStatuses);

/** Betting records (member centre personalHistoryCopy): the periods of personal profit and loss. */
export const bettingRecordsQuerySchema = z.object({
  period: z.enum(profitPeriods).default('today'),
  /** Brand-local calendar days, both included; only with period=custom (at most 93 days). */
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** The catalogue category the round was played under (regrouped, as the game lists show it). */
  category: gameCategoryCodeSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maximumBettingRecordsPageSize).default(20),
  /** The language of the game names (the catalogue's translations; the default name otherwise). */
  language: languageSchema,
});
export type BettingRecordsQuery = z.infer<typeof bettingRecordsQuerySchema>;

export const bettingRecordSchema = z.object({
  roundId: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  category: z.string(),
  stakeMinor: minorUnitsSchema,
  winMinor: minorUnitsSchema,
  validBetMinor: minorUnitsSchema,
  /** win - stake; 0 for a cancelled round (its bets were refunded). */
  netMinor: minorUnitsSchema,
  status: roundStatusSchema,
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BettingRecord = z.infer<typeof bettingRecordSchema>;

/** Sums over every round matching the filter, not only the page; cancelled rounds count but add no money. */
export const bettingTotalsSchema = z.object({
  count: z.number().int(),
  stakeMinor: minorUnitsSchema,
  winMinor: minorUnitsSchema,
  validBetMinor: minorUnitsSchema,
  netMinor: minorUnitsSchema,
});
export type BettingTotals = z.infer<typeof bettingTotalsSchema>;

export const bettingRecordsResponseSchema = z
  .object({
    period: z.enum(profitPeriods),
    from: daySchema,
    to: daySchema,
    gmtOffsetMinutes: z.number().int(),
    records: z.array(bettingRecordSchema).max(maximumBettingRecordsPageSize),
    totals: bettingTotalsSchema,
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'BettingRecords' });
export type BettingRecordsResponse = z.infer<typeof bettingRecordsResponseSchema>;

// ---- back office: round lookup -----------------------------------------------------------------

/**
 * Staff look rounds up by our round id, the member's account, the vendor, the vendor's round id or one
 * of its callback transaction ids, and brand-local days (default the last 7; at most 93 unless an id
 * is given, which finds the round whatever its day).
 */
export const adminRoundListQuerySchema = z.object({
  roundId: z.string().uuid().optional(),
  member: z.string().trim().min(1).max(64).optional(),
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  /** The vendor's round id or a callback's transaction id (exact). */
  externalId: z.string().trim().min(1).max(100).optional(),
  status: roundStatusSchema.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maximumRoundLookupPageSize).default(20),
});
export type AdminRoundListQuery = z.infer<typeof adminRoundListQuerySchema>;

export const adminRoundSchema = bettingRecordSchema.extend({
  memberId: z.string(),
  memberAccount: z.string(),
  externalRoundId: z.string(),
  currency: z.string(),
});
export type AdminRound = z.infer<typeof adminRoundSchema>;

const moneyFormat = {
  currency: z.string(),
  decimals: z.number().int(),
  gmtOffsetMinutes: z.number().int(),
};

export const adminRoundListResponseSchema = z
  .object({
    ...moneyFormat,
    /** The days searched; null when an id decided the search. */
    from: daySchema.nullable(),
    to: daySchema.nullable(),
    rounds: z.array(adminRoundSchema).max(maximumRoundLookupPageSize),
    totals: bettingTotalsSchema,
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminRoundList' });
export type AdminRoundListResponse = z.infer<typeof adminRoundListResponseSchema>;

export const adminRoundParamsSchema = z.object({ id: z.string().uuid() });

/** A ledger transfer of the round, seen from the member's main wallet (positive: money to the member). */
export const roundTransferSchema = z.object({
  id: z.string(),
  code: z.string(),
  amountMinor: minorUnitsSchema,
  memberAmountMinor: minorUnitsSchema,
  createdAt: z.string(),
});
export type RoundTransfer = z.infer<typeof roundTransferSchema>;

export const roundCallbackSchema = z.object({
  transactionId: z.string(),
  action: z.enum(['bet', 'win', 'refund', 'end_round']),
  /** applied, refused, rolled_back (a bet refunded later), rolled_back_unknown (refund before its bet). */
  state: z.enum(['applied', 'refused', 'rolled_back', 'rolled_back_unknown']),
  amountMinor: minorUnitsSchema.nullable(),
  /** What we answered: ok, or the protocol error code. */
  answer: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The ledger transfers this callback moved (a bet's later refund included). */
  transferIds: z.array(z.string()).max(4),
});
export type RoundCallback = z.infer<typeof roundCallbackSchema>;

export const adminRoundDetailSchema = z
  .object({
    ...moneyFormat,
    round: adminRoundSchema,
    /** Seamless wallet callbacks in arrival order; empty for in-house rounds. */
    callbacks: z.array(roundCallbackSchema).max(maximumRoundDetailLines),
    /** Every ledger transfer that references the round, oldest first. */
    transfers: z.array(roundTransferSchema).max(maximumRoundDetailLines),
  })
  .meta({ id: 'AdminRoundDetail' });
export type AdminRoundDetail = z.infer<typeof adminRoundDetailSchema>;
