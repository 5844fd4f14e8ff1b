import { z } from 'zod';
import { brandMoneySchema } from './adjustments.js';
import { lotterySelectionSchema } from './lottery/lottery-bets.js';
import { lotteryBetTypeSchema, lotteryGameCodeSchema } from './lottery/lottery-games.js';
import { lotteryBetStatusSchema, lotteryDrawStatusSchema } from './lottery-api.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { amountInputSchema, minorUnitsSchema } from './wallet.js';

/**
 * The in-house lottery's staff side (issue 19 #7): games and their settings (sales close, missed-draw
 * policy, schedule), odds and exposure limits per bet type, draws with their seeds, results and settlement,
 * a draw's bets, and cancel-and-refund with a reason. Money is in minor units (strings) on the way out and
 * typed amounts (amountInputSchema) on the way in. Odds are as the lottery maths keeps them (lottery/
 * lottery-games.ts): per bet type, multipliers of the unit stake per hit in ten-thousandths keyed 'win' (or
 * by 4D tier), e.g. {"win": 35000} = 3.5x; the stated return is computed by lottery-bets.ts statedReturn.
 */

export const lotteryAdminLimits = {
  pageSize: 100,
  /** Bet types a game may have (Q1's catalogue has far fewer; the bound keeps a body small). */
  betTypesPerGame: 40,
  /** Draw times a daily schedule may list. */
  dailyTimes: 24,
  salesCloseSecondsMax: 3_600,
  reasonMinLength: 3,
  reasonMaxLength: 500,
} as const;

const gameCodeSchema = lotteryGameCodeSchema;
const betTypeSchema = lotteryBetTypeSchema;
/** A brand-local calendar day (yyyy-MM-dd). */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const lotteryMissedDrawPolicies = ['drawLate', 'cancelAndRefund'] as const;
export const lotteryMissedDrawPolicySchema = z.enum(lotteryMissedDrawPolicies);
export type LotteryMissedDrawPolicy = z.infer<typeof lotteryMissedDrawPolicySchema>;

/** A draw time of day in brand time, HH:mm. */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time');

export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  /** Fast games: a draw every N minutes, aligned to the brand day's start. */
  z.object({ kind: z.literal('everyMinutes'), minutes: z.number().int().min(1).max(1_440) }),
  /** Daily games: draws at these brand times on these weekdays (0 Sunday .. 6 Saturday). */
  z.object({
    kind: z.literal('daily'),
    times: z.array(timeOfDaySchema).min(1).max(lotteryAdminLimits.dailyTimes),
    weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  }),
]);
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

/** A bet type's odds: ten-thousandths of the unit stake per hit, keyed 'win' or by 4D tier (at most 5 keys). */
export const lotteryOddsSchema = z
  .record(z.string().regex(/^[a-z]{1,20}$/), z.number().int())
  .refine((odds) => Object.keys(odds).length <= 5, 'validation.odds');

export const adminLotteryBetTypeSchema = z.object({
  betType: betTypeSchema,
  odds: lotteryOddsSchema,
  /** The most the house may owe on one number of this bet type in one draw. */
  exposureLimitMinor: minorUnitsSchema,
  /** Return to player at these odds in percent, rounded down to 2 decimals (e.g. "94.50"). */
  statedReturnPercent: z.string(),
});
export type AdminLotteryBetType = z.infer<typeof adminLotteryBetTypeSchema>;

export const adminLotteryGameSchema = z
  .object({
    gameCode: gameCodeSchema,
    enabled: z.boolean(),
    salesCloseSeconds: z.number().int(),
    missedDrawPolicy: lotteryMissedDrawPolicySchema,
    schedule: lotteryScheduleSchema,
    betTypes: z.array(adminLotteryBetTypeSchema).max(lotteryAdminLimits.betTypesPerGame),
  })
  .meta({ id: 'AdminLotteryGame' });
export type AdminLotteryGame = z.infer<typeof adminLotteryGameSchema>;

export const adminLotteryGamesResponseSchema = z.object({
  brand: brandMoneySchema,
  games: z.array(adminLotteryGameSchema).max(50),
});
export type AdminLotteryGamesResponse = z.infer<typeof adminLotteryGamesResponseSchema>;

export const adminLotteryGameParamsSchema = z.object({ gameCode: gameCodeSchema });

/** A whole game's settings; every bet type of the game is listed once (odds and exposure limit as typed). */
export const adminLotteryGameUpdateRequestSchema = z.object({
  enabled: z.boolean(),
  salesCloseSeconds: z.number().int().min(0).max(lotteryAdminLimits.salesCloseSecondsMax),
  missedDrawPolicy: lotteryMissedDrawPolicySchema,
  schedule: lotteryScheduleSchema,
  betTypes: z
    .array(
      z.object({
        betType: betTypeSchema,
        odds: lotteryOddsSchema,
        exposureLimit: amountInputSchema,
      }),
    )
    .min(1)
    .max(lotteryAdminLimits.betTypesPerGame),
});
export type AdminLotteryGameUpdateRequest = z.infer<typeof adminLotteryGameUpdateRequestSchema>;

export const adminLotterySettlementSchema = z.object({
  betCount: z.number().int(),
  settledCount: z.number().int(),
  refundedCount: z.number().int(),
  stakedMinor: minorUnitsSchema,
  paidMinor: minorUnitsSchema,
  refundedMinor: minorUnitsSchema,
});
export type AdminLotterySettlement = z.infer<typeof adminLotterySettlementSchema>;

export const adminLotteryDrawSummarySchema = z.object({
  drawId: z.string(),
  gameCode: gameCodeSchema,
  /** The draw's label as players see it (e.g. 20261126-0731). */
  drawNo: z.string(),
  status: lotteryDrawStatusSchema,
  drawAt: z.string(),
  salesCloseAt: z.string(),
  seedHash: z.string(),
  /** The prize numbers in the game's result order (lottery-games.ts prizeSlotsOf) once drawn; null before. */
  results: z.array(z.string()).max(30).nullable(),
  betCount: z.number().int(),
  stakedMinor: minorUnitsSchema,
});
export type AdminLotteryDrawSummary = z.infer<typeof adminLotteryDrawSummarySchema>;

export const adminLotteryDrawsQuerySchema = pageQuerySchema.extend({
  gameCode: gameCodeSchema.optional(),
  status: lotteryDrawStatusSchema.optional(),
  /** Draw time from this brand day (inclusive) to `to` (inclusive). */
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type AdminLotteryDrawsQuery = z.infer<typeof adminLotteryDrawsQuerySchema>;

export const adminLotteryDrawsResponseSchema = pageInfoSchema.extend({
  brand: brandMoneySchema,
  items: z.array(adminLotteryDrawSummarySchema).max(lotteryAdminLimits.pageSize),
});
export type AdminLotteryDrawsResponse = z.infer<typeof adminLotteryDrawsResponseSchema>;

export const adminLotteryDrawParamsSchema = z.object({ drawId: z.string().uuid() });

export const adminLotteryDrawDetailSchema = adminLotteryDrawSummarySchema
  .extend({
    /** The server seed, revealed only once the draw is drawn (null before, and for a draw cancelled undrawn). */
    serverSeed: z.string().nullable(),
    drawnAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    settlement: adminLotterySettlementSchema,
  })
  .meta({ id: 'AdminLotteryDrawDetail' });
export type AdminLotteryDrawDetail = z.infer<typeof adminLotteryDrawDetailSchema>;

export const adminLotteryDrawResponseSchema = z.object({
  brand: brandMoneySchema,
  draw: adminLotteryDrawDetailSchema,
});
export type AdminLotteryDrawResponse = z.infer<typeof adminLotteryDrawResponseSchema>;

export const adminLotteryBetSchema = z.object({
  betId: z.string(),
  memberId: z.string(),
  account: z.string(),
  betType: betTypeSchema,
  selection: lotterySelectionSchema,
  stakeMinor: minorUnitsSchema,
  status: lotteryBetStatusSchema,
  payoutMinor: minorUnitsSchema,
  placedAt: z.string(),
});
export type AdminLotteryBet = z.infer<typeof adminLotteryBetSchema>;

export const adminLotteryDrawBetsQuerySchema = pageQuerySchema;
export const adminLotteryDrawBetsResponseSchema = pageInfoSchema.extend({
  brand: brandMoneySchema,
  items: z.array(adminLotteryBetSchema).max(lotteryAdminLimits.pageSize),
  settlement: adminLotterySettlementSchema,
});
export type AdminLotteryDrawBetsResponse = z.infer<typeof adminLotteryDrawBetsResponseSchema>;

export const adminLotteryCancelRequestSchema = z.object({
  reason: z.string().trim().min(lotteryAdminLimits.reasonMinLength).max(lotteryAdminLimits.reasonMaxLength),
});
export type AdminLotteryCancelRequest = z.infer<typeof adminLotteryCancelRequestSchema>;

export const adminLotteryCancelResponseSchema = z.object({
  /** False when the draw was already cancelled (a second call): nothing was refunded again. */
  cancelledNow: z.boolean(),
  refundedBets: z.number().int(),
  refundedMinor: minorUnitsSchema,
  draw: adminLotteryDrawDetailSchema,
});
export type AdminLotteryCancelResponse = z.infer<typeof adminLotteryCancelResponseSchema>;
