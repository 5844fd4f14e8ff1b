import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Bonus money with wagering and the reward centre (issue 16, modules/bonuses; docs/promotions.md).
 *
 * Every reward (a promotion's, a red envelope, a raffle prize, a manual rebate, a referral reward) is a
 * bonus granted by the server. A bonus may wait in the reward centre until the member claims it
 * (`claimable`); a bonus with a wagering requirement is locked in the member's bonus account (`wagering`)
 * until its weighted settled valid bet reaches the requirement, then released to the main wallet up to its
 * maximum cash-out (`released`); otherwise it is paid to main at once (`released`). Expiry and forfeit
 * send the locked money back to the bonus pool (`expired`, `forfeited`).
 *
 * Money is integer minor units on the wire (decimal strings).
 */

export const bonusStatuses = ['claimable', 'wagering', 'released', 'forfeited', 'expired'] as const;
export const bonusStatusSchema = z.enum(bonusStatuses);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

/** What granted the bonus (the business object's kind). */
export const bonusKinds = [
  'promotion',
  'red_envelope',
  'raffle',
  'manual_rebate',
  'referral',
  'manual',
  // Loyalty (issue 17): points mall cash items and conversions, mission rewards, ranking prizes, VIP bonuses.
  'points_mall',
  'points_convert',
  'mission',
  'ranking',
  'vip',
] as const;
export const bonusKindSchema = z.enum(bonusKinds);
export type BonusKind = z.infer<typeof bonusKindSchema>;

/** The ledger code of a reward paid straight to main (no wagering, or none left). */
export const bonusPayCodes = [
  'bonus',
  'rebate',
  'red_envelope',
  'raffle_prize',
  'referral_reward',
  // Loyalty (issue 17): a mall cash item or a points conversion, a mission reward, a ranking prize, a VIP bonus.
  'points_cash',
  'mission_reward',
  'ranking_prize',
  'vip_bonus',
] as const;
export type BonusPayCode = (typeof bonusPayCodes)[number];

/** Bounds of the terms and of every list. */
export const bonusLimits = {
  titleLength: 120,
  grantKeyLength: 200,
  sourceIdLength: 100,
  /** The hard ceiling of the wagering multiple; the brand's cap (bonuses.settings) is at most this. */
  maxWageringMultiple: 100,
  maxWageringDays: 3650,
  weightCategories: 40,
  reasonLength: 500,
  maxExtendDays: 365,
  pageSize: 50,
} as const;

/** The default of bonuses.settings maxWageringMultiple (UK-style brands set 10). */
export const defaultMaxWageringMultiple = 40;

/** settings key `bonuses.settings`. */
export const bonusSettingsSchema = z.object({
  maxWageringMultiple: z.number().int().min(1).max(bonusLimits.maxWageringMultiple),
});
export type BonusSettings = z.infer<typeof bonusSettingsSchema>;
export const defaultBonusSettings: BonusSettings = { maxWageringMultiple: defaultMaxWageringMultiple };

/** A game category (the catalogue's: SLOT, LIVE, INHOUSE, ...) -> contribution percent 0..100. */
export const categoryCodeSchema = z.string().regex(/^[A-Z0-9_]{1,40}$/);
export const wageringWeightsSchema = z
  .record(categoryCodeSchema, z.number().int().min(0).max(100))
  .refine((weights) => Object.keys(weights).length <= bonusLimits.weightCategories, {
    message: `At most ${bonusLimits.weightCategories} categories.`,
  });

// --- Member: the reward centre -------------------------------------------------------------------

export const rewardTabs = ['waiting', 'progress', 'history'] as const;
export const rewardTabSchema = z.enum(rewardTabs);
export type RewardTab = z.infer<typeof rewardTabSchema>;

export const rewardCenterQuerySchema = pageQuerySchema.extend({
  tab: rewardTabSchema.default('waiting'),
  pageSize: z.coerce.number().int().min(1).max(bonusLimits.pageSize).default(20),
});
export type RewardCenterQuery = z.infer<typeof rewardCenterQuerySchema>;

export const rewardWageringSchema = z.object({
  requiredMinor: minorUnitsSchema,
  /** Weighted valid bet counted so far, at most requiredMinor. */
  progressMinor: minorUnitsSchema,
  remainingMinor: minorUnitsSchema,
  /** 0..100, rounded down (100 only when met). */
  percent: z.number().int().min(0).max(100),
  multiple: z.string(),
  baseMinor: minorUnitsSchema,
  /** Category -> percent; categories not listed count at defaultWeightPercent. */
  weights: z.record(z.string(), z.number().int()),
  defaultWeightPercent: z.number().int(),
  maxStakeMinor: minorUnitsSchema.nullable(),
  maxCashoutMinor: minorUnitsSchema.nullable(),
  wageringDays: z.number().int(),
  startedAt: z.string().nullable(),
  /** The wagering deadline (ISO); null until wagering starts. */
  expiresAt: z.string().nullable(),
});
export type RewardWagering = z.infer<typeof rewardWageringSchema>;

export const rewardSchema = z.object({
  id: z.string().uuid(),
  kind: bonusKindSchema,
  title: z.string(),
  amountMinor: minorUnitsSchema,
  status: bonusStatusSchema,
  createdAt: z.string(),
  /** A waiting reward's claim deadline. */
  claimExpiresAt: z.string().nullable(),
  wagering: rewardWageringSchema.nullable(),
  /** What reached the main wallet on release (null before). */
  releasedMinor: minorUnitsSchema.nullable(),
  endedAt: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardCenterResponseSchema = z.object({
  tab: rewardTabSchema,
  rewards: z.array(rewardSchema).max(bonusLimits.pageSize),
  pageInfo: pageInfoSchema,
  /** The red badge: rewards waiting to be claimed. */
  waitingCount: z.number().int(),
  /** Bonuses in wagering (the withdrawal block). */
  wageringCount: z.number().int(),
});
export type RewardCenterResponse = z.infer<typeof rewardCenterResponseSchema>;

export const rewardIdParamsSchema = z.object({ id: z.string().uuid() });

/** Claim and forfeit answer the reward as it is now. */
export const rewardActionResponseSchema = z.object({ reward: rewardSchema, waitingCount: z.number().int() });
export type RewardActionResponse = z.infer<typeof rewardActionResponseSchema>;

export const rewardBadgeResponseSchema = z.object({
  waitingCount: z.number().int(),
  wageringCount: z.number().int(),
});
export type RewardBadgeResponse = z.infer<typeof rewardBadgeResponseSchema>;

/**
 * The withdrawal block (error `bonus_wagering_active`): reply fields beside the error, so the member sees
 * how far it is and may give the bonus up.
 */
export const bonusWageringBlockSchema = z.object({
  remainingWageringMinor: minorUnitsSchema,
  bonusCount: z.number().int(),
});
export type BonusWageringBlock = z.infer<typeof bonusWageringBlockSchema>;

// --- Staff ---------------------------------------------------------------------------------------

export const adminBonusListQuerySchema = pageQuerySchema.extend({
  status: bonusStatusSchema.optional(),
  kind: bonusKindSchema.optional(),
  /** Member id (digits) or username. */
  member: z.string().trim().min(1).max(64).optional(),
  sourceId: z.string().trim().min(1).max(bonusLimits.sourceIdLength).optional(),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
  pageSize: z.coerce.number().int().min(1).max(bonusLimits.pageSize).default(20),
});
export type AdminBonusListQuery = z.infer<typeof adminBonusListQuerySchema>;

export const adminBonusSchema = rewardSchema.extend({
  memberId: z.string(),
  username: z.string(),
  sourceId: z.string(),
  grantKey: z.string(),
  endReason: z.string().nullable(),
  /** A ledger step the row still owes (the sweeper finishes it). */
  pendingStep: z.string().nullable(),
});
export type AdminBonus = z.infer<typeof adminBonusSchema>;

export const adminBonusListResponseSchema = z.object({
  bonuses: z.array(adminBonusSchema).max(bonusLimits.pageSize),
  pageInfo: pageInfoSchema,
});
export type AdminBonusListResponse = z.infer<typeof adminBonusListResponseSchema>;

export const adminBonusForfeitRequestSchema = z.object({
  reason: z.string().trim().min(1).max(bonusLimits.reasonLength),
});
export const adminBonusExtendRequestSchema = z.object({
  reason: z.string().trim().min(1).max(bonusLimits.reasonLength),
  /** Days added to the wagering deadline (wagering) or the claim deadline (claimable). */
  days: z.number().int().min(1).max(bonusLimits.maxExtendDays),
});
export const adminBonusActionResponseSchema = z.object({ bonus: adminBonusSchema });

export const adminBonusSettingsResponseSchema = bonusSettingsSchema;
