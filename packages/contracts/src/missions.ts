import { z } from 'zod';
import { languageCodes } from './languages.js';
import { localizedTitleSchema } from './promotions.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Missions (issue 17, spec §2 member centre "mission activity" = missionLeaderboard, §7 missionSummary,
 * missionLeaderboard): daily or weekly goals staff configure, progress computed from real events (settled
 * valid bet, credited deposits, days played) in the brand's calendar, a reward claimed once per member and
 * period. Amounts are integer minor units on the wire (decimal strings); a points reward is whole points;
 * a days_played target is a number of days and a deposit_count target a number of deposits.
 */

export const missionLimits = {
  /** Missions shown to a member at once (the active ones, by sort order). */
  activeMissions: 50,
  /** Members on the mission leaderboard. */
  leaderboard: 20,
  /** Staff list page size at most. */
  pageSize: 100,
  maxWageringMultiple: 100,
  maxWageringDays: 365,
} as const;

export const missionPeriods = ['daily', 'weekly'] as const;
export const missionPeriodSchema = z.enum(missionPeriods);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

export const missionMetrics = ['valid_bet', 'deposit_amount', 'deposit_count', 'days_played'] as const;
export const missionMetricSchema = z.enum(missionMetrics);
export type MissionMetric = z.infer<typeof missionMetricSchema>;

/** points: whole points (PTS ledger); bonus: money with optional wagering; cash: money to main at once. */
export const missionRewardKinds = ['points', 'bonus', 'cash'] as const;
export const missionRewardKindSchema = z.enum(missionRewardKinds);
export type MissionRewardKind = z.infer<typeof missionRewardKindSchema>;

export const missionStatuses = ['draft', 'active', 'paused'] as const;
export const missionStatusSchema = z.enum(missionStatuses);
export type MissionStatus = z.infer<typeof missionStatusSchema>;

/** A member's state of one mission in the current period. */
export const missionProgressStatuses = ['in_progress', 'claimable', 'claimed'] as const;
export const missionProgressStatusSchema = z.enum(missionProgressStatuses);
export type MissionProgressStatus = z.infer<typeof missionProgressStatusSchema>;

const positiveIntegerTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'validation.amount')
  .meta({ description: 'A positive whole number (minor units, points, deposits or days).' });
const instantSchema = z.iso.datetime({ offset: true });
/** A game category code of the rounds (RNG, LIVE, FISH, ...); null: every category. */
const categorySchema = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'validation.category');

export const missionLanguageQuerySchema = z.object({ language: z.enum(languageCodes).optional() });

/** One mission as the member sees it (title in the asked language, EN as fallback). */
export const memberMissionSchema = z.object({
  id: z.string(),
  title: z.string(),
  period: missionPeriodSchema,
  metric: missionMetricSchema,
  category: z.string().nullable(),
  /** The current period, half-open [periodStart, periodEnd), in the brand's calendar. */
  periodStart: z.string(),
  periodEnd: z.string(),
  target: minorUnitsSchema,
  /** Capped at nothing: may pass the target. */
  progress: minorUnitsSchema,
  rewardKind: missionRewardKindSchema,
  rewardAmount: minorUnitsSchema,
  /** The wagering multiple a bonus reward carries (null: none). */
  wageringMultiple: z.number().nullable(),
  status: missionProgressStatusSchema,
  claimedAt: z.string().nullable(),
});
export type MemberMission = z.infer<typeof memberMissionSchema>;

/** GET missionSummary: the active missions of the current periods and the red badge's count. */
export const missionSummaryResponseSchema = z
  .object({
    missions: z.array(memberMissionSchema),
    claimableCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'MissionSummary' });
export type MissionSummaryResponse = z.infer<typeof missionSummaryResponseSchema>;

export const missionIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** POST missionClaim: once per mission, member and period; a replay answers the first claim. */
export const missionClaimResponseSchema = z
  .object({
    missionId: z.string(),
    periodStart: z.string(),
    rewardKind: missionRewardKindSchema,
    rewardAmount: minorUnitsSchema,
    claimedAt: z.string(),
    replayed: z.boolean(),
  })
  .meta({ id: 'MissionClaim' });
export type MissionClaimResponse = z.infer<typeof missionClaimResponseSchema>;

/**
 * GET missionLeaderboard (guest): this brand week's members ranked by missions claimed (ties: who reached
 * the count first), names masked; the ranking boards have their own operation (rankingBoards).
 */
export const missionLeaderboardResponseSchema = z
  .object({
    weekStart: z.string(),
    weekEnd: z.string(),
    entries: z.array(
      z.object({
        rank: z.number().int().positive(),
        /** Masked account name ("ab***yz"). */
        account: z.string(),
        missionsClaimed: z.number().int().positive(),
      }),
    ),
  })
  .meta({ id: 'MissionLeaderboard' });
export type MissionLeaderboardResponse = z.infer<typeof missionLeaderboardResponseSchema>;

// ---------------------------------------------------------------- staff

export const adminMissionBodySchema = z
  .object({
    title: localizedTitleSchema,
    period: missionPeriodSchema,
    metric: missionMetricSchema,
    /** Only for valid_bet; null or absent: every category. */
    category: categorySchema.nullable().optional(),
    target: positiveIntegerTextSchema,
    rewardKind: missionRewardKindSchema,
    rewardAmount: positiveIntegerTextSchema,
    /** Only for a bonus reward: the bonus times this must be wagered before it is released (null: none). */
    wageringMultiple: z.number().positive().max(missionLimits.maxWageringMultiple).nullable().optional(),
    wageringDays: z.number().int().min(1).max(missionLimits.maxWageringDays).optional(),
    startsAt: instantSchema,
    endsAt: instantSchema.nullable().optional(),
    status: missionStatusSchema,
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .meta({ id: 'AdminMissionBody' });
export type AdminMissionBody = z.infer<typeof adminMissionBodySchema>;

export const adminMissionSchema = z
  .object({
    id: z.string(),
    title: localizedTitleSchema,
    period: missionPeriodSchema,
    metric: missionMetricSchema,
    category: z.string().nullable(),
    target: minorUnitsSchema,
    rewardKind: missionRewardKindSchema,
    rewardAmount: minorUnitsSchema,
    wageringMultiple: z.number().nullable(),
    wageringDays: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    status: missionStatusSchema,
    sortOrder: z.number().int(),
    claimCount: z.number().int().nonnegative(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminMission' });
export type AdminMission = z.infer<typeof adminMissionSchema>;

export const adminMissionListQuerySchema = pageQuerySchema.extend({
  status: missionStatusSchema.optional(),
});
export const adminMissionListResponseSchema = z.object({
  missions: z.array(adminMissionSchema),
  pageInfo: pageInfoSchema,
});
export type AdminMissionListResponse = z.infer<typeof adminMissionListResponseSchema>;

export const adminMissionClaimsQuerySchema = pageQuerySchema;
export const adminMissionClaimSchema = z.object({
  memberId: z.string(),
  account: z.string().nullable(),
  periodStart: z.string(),
  progress: minorUnitsSchema,
  rewardKind: missionRewardKindSchema,
  rewardAmount: minorUnitsSchema,
  claimedAt: z.string(),
  /** null while the payout is still owed (the sweeper finishes it). */
  paidAt: z.string().nullable(),
  bonusId: z.string().nullable(),
});
export const adminMissionClaimsResponseSchema = z.object({
  claims: z.array(adminMissionClaimSchema),
  pageInfo: pageInfoSchema,
});
export type AdminMissionClaimsResponse = z.infer<typeof adminMissionClaimsResponseSchema>;
