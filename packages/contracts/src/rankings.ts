import { z } from 'zod';
import { languageCodes } from './languages.js';
import { localizedTitleSchema } from './promotions.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Ranking boards (issue 17, spec §1 "ranking and winner boards", §2 ranking): periodic leaderboards of
 * settled valid bet or the biggest single win, per game category or all, in the brand's calendar (daily,
 * weekly from Monday, monthly). Names of members are masked ("ab***yz"). After a period ends plus a grace
 * the standings are frozen once and each prize (money, or whole points) is paid once.
 */

export const rankingLimits = {
  /** Boards shown at once. */
  boards: 20,
  /** Ranks shown and frozen per period at most. */
  topCount: 100,
  /** Ranks with a prize at most. */
  prizes: 100,
  pageSize: 100,
} as const;

export const rankingMetrics = ['valid_bet', 'biggest_win'] as const;
export const rankingMetricSchema = z.enum(rankingMetrics);
export type RankingMetric = z.infer<typeof rankingMetricSchema>;

export const rankingPeriods = ['daily', 'weekly', 'monthly'] as const;
export const rankingPeriodSchema = z.enum(rankingPeriods);
export type RankingPeriod = z.infer<typeof rankingPeriodSchema>;

export const rankingStatuses = ['draft', 'active', 'paused'] as const;
export const rankingStatusSchema = z.enum(rankingStatuses);
export type RankingStatus = z.infer<typeof rankingStatusSchema>;

/** money: minor units paid to main (no wagering); points: whole points. */
export const rankingPrizeKinds = ['money', 'points'] as const;
export const rankingPrizeKindSchema = z.enum(rankingPrizeKinds);
export type RankingPrizeKind = z.infer<typeof rankingPrizeKindSchema>;

const positiveIntegerTextSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.amount');
const categorySchema = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'validation.category');

export const rankingPrizeSchema = z.object({
  rank: z.number().int().min(1).max(rankingLimits.prizes),
  kind: rankingPrizeKindSchema,
  amount: positiveIntegerTextSchema,
});
export type RankingPrize = z.infer<typeof rankingPrizeSchema>;

export const rankingBoardsQuerySchema = z.object({ language: z.enum(languageCodes).optional() });

const standingSchema = z.object({
  rank: z.number().int().positive(),
  /** Masked account name ("ab***yz"). */
  account: z.string(),
  /** Valid bet or the biggest single win, minor units. */
  valueMinor: minorUnitsSchema,
  prize: z.object({ kind: rankingPrizeKindSchema, amount: minorUnitsSchema }).nullable(),
});
export type RankingStanding = z.infer<typeof standingSchema>;

/** GET rankingBoards (guest): each active board's current standings and its previous period's winners. */
export const rankingBoardsResponseSchema = z
  .object({
    boards: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        metric: rankingMetricSchema,
        category: z.string().nullable(),
        period: rankingPeriodSchema,
        periodStart: z.string(),
        periodEnd: z.string(),
        prizes: z.array(
          z.object({ rank: z.number().int(), kind: rankingPrizeKindSchema, amount: minorUnitsSchema }),
        ),
        standings: z.array(standingSchema),
        /** The last frozen period (null: none yet). */
        previous: z
          .object({ periodStart: z.string(), periodEnd: z.string(), winners: z.array(standingSchema) })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'RankingBoards' });
export type RankingBoardsResponse = z.infer<typeof rankingBoardsResponseSchema>;

// ---------------------------------------------------------------- staff

export const rankingIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const adminRankingBoardBodySchema = z
  .object({
    title: localizedTitleSchema,
    metric: rankingMetricSchema,
    /** null or absent: every category. */
    category: categorySchema.nullable().optional(),
    period: rankingPeriodSchema,
    /** Ranks shown and frozen each period. */
    topCount: z.number().int().min(1).max(rankingLimits.topCount).default(20),
    prizes: z
      .array(rankingPrizeSchema)
      .max(rankingLimits.prizes)
      .refine((prizes) => new Set(prizes.map((prize) => prize.rank)).size === prizes.length, {
        message: 'validation.duplicate',
      }),
    status: rankingStatusSchema,
  })
  .meta({ id: 'AdminRankingBoardBody' });
export type AdminRankingBoardBody = z.infer<typeof adminRankingBoardBodySchema>;

export const adminRankingBoardSchema = z
  .object({
    id: z.string(),
    title: localizedTitleSchema,
    metric: rankingMetricSchema,
    category: z.string().nullable(),
    period: rankingPeriodSchema,
    topCount: z.number().int(),
    prizes: z.array(rankingPrizeSchema),
    status: rankingStatusSchema,
    /** Periods are ranked and paid from the one this instant falls in (set again when a board is re-activated). */
    startsAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminRankingBoard' });
export type AdminRankingBoard = z.infer<typeof adminRankingBoardSchema>;

export const adminRankingBoardListQuerySchema = pageQuerySchema.extend({
  status: rankingStatusSchema.optional(),
});
export const adminRankingBoardListResponseSchema = z.object({
  boards: z.array(adminRankingBoardSchema),
  pageInfo: pageInfoSchema,
});
export type AdminRankingBoardListResponse = z.infer<typeof adminRankingBoardListResponseSchema>;

/** A board's frozen periods, newest first, each with its ranks and their payouts. */
export const adminRankingResultsQuerySchema = pageQuerySchema;
export const adminRankingResultSchema = z.object({
  rank: z.number().int(),
  memberId: z.string(),
  account: z.string().nullable(),
  valueMinor: minorUnitsSchema,
  prize: z.object({ kind: rankingPrizeKindSchema, amount: minorUnitsSchema }).nullable(),
  /** null while a prize is still owed (the sweeper finishes it); null too when there is no prize. */
  paidAt: z.string().nullable(),
  bonusId: z.string().nullable(),
});
export const adminRankingResultsResponseSchema = z.object({
  board: adminRankingBoardSchema,
  periods: z.array(
    z.object({
      periodStart: z.string(),
      periodEnd: z.string(),
      frozenAt: z.string(),
      results: z.array(adminRankingResultSchema),
    }),
  ),
  pageInfo: pageInfoSchema,
});
export type AdminRankingResultsResponse = z.infer<typeof adminRankingResultsResponseSchema>;

/** settings 'rankings.settings': how long after a period ends its standings are frozen and paid. */
export const rankingSettingsSchema = z.object({
  /** Late settlements of the period's rounds still count until then (default 60). */
  payoutGraceMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
});
export type RankingSettings = z.infer<typeof rankingSettingsSchema>;
export const defaultRankingSettings: RankingSettings = { payoutGraceMinutes: 60 };
