import { z } from 'zod';
import { languageCodes } from './languages.js';
import { localizedTextSchema } from './localized-text.js';
import { pageInfoSchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * VIP levels (issue 17, spec §1 VIP level, §3 hasVip / vipLabelName / vipRankLevel; docs/loyalty.md
 * "VIP levels"). Levels 1..n are configured by staff; a member reaches a level when its threshold (lifetime
 * points, or valid bet) is met, at once and possibly several levels at a time; a daily review demotes by one
 * level when the keep rule (valid bet over the last days) is not met. Amounts are integer minor units and
 * points whole points, both as decimal strings on the wire.
 */

export const vipLimits = {
  levels: 20,
  nameLength: 40,
  remarkLength: 200,
  historyPageSize: 50,
  keepDays: 365,
  /** Basis points added to the manual rebate rate (10,000 = 100 %). */
  rebateBonusBasisPoints: 10_000,
} as const;

const wholeSchema = z.string().regex(/^\d{1,18}$/, 'validation.amount');
/** At least 1: some digit other than 0 (a regex, so a malformed value never reaches a BigInt). */
const positiveWholeSchema = z.string().regex(/^(?=\d*[1-9])\d{1,18}$/, 'validation.amount');

export const vipThresholdKindSchema = z.enum(['lifetime_points', 'valid_bet']);
export type VipThresholdKind = z.infer<typeof vipThresholdKindSchema>;

export const vipLevelNamesSchema = localizedTextSchema(vipLimits.nameLength);

/** A level as staff configure it. */
export const vipLevelSchema = z
  .object({
    rankLevel: z.number().int().min(1).max(vipLimits.levels),
    names: vipLevelNamesSchema,
    thresholdKind: vipThresholdKindSchema,
    /** Lifetime points (whole points) or valid bet (minor units) that reach the level. */
    thresholdValue: wholeSchema,
    /** Valid bet over the last `days` days that keeps the level at the daily review; null: kept for ever. */
    keep: z
      .object({ validBetMinor: positiveWholeSchema, days: z.number().int().min(1).max(vipLimits.keepDays) })
      .nullable(),
    rebateBonusBasisPoints: z.number().int().min(0).max(vipLimits.rebateBonusBasisPoints),
    /** The most the member may ask to withdraw in a brand day; null: only the brand's limits. */
    dailyWithdrawalLimitMinor: positiveWholeSchema.nullable(),
    /** Paid once per member and level, when the level is first reached ("0": none). */
    upgradeBonusMinor: wholeSchema,
  })
  .meta({ id: 'VipLevel' });
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * The whole list, saved at once: ranks 1..n without gaps, and within a threshold kind a higher level
 * never needs less (vip_levels_invalid otherwise).
 */
export const adminVipLevelsBodySchema = z.object({
  levels: z.array(vipLevelSchema).max(vipLimits.levels),
});
export const adminVipLevelsResponseSchema = adminVipLevelsBodySchema;
export type AdminVipLevels = z.infer<typeof adminVipLevelsBodySchema>;

export const vipStatusQuerySchema = z.object({ language: z.enum(languageCodes).optional() });

/** The member's level (public state of spec §3) and the way to the next one. */
export const vipStatusResponseSchema = z
  .object({
    /** False when no level is configured or the member is below level 1. */
    hasVip: z.boolean(),
    /** The level's name in the asked language (EN when NE is missing); null without a level. */
    vipLabelName: z.string().nullable(),
    /** 0: below level 1. */
    vipRankLevel: z.number().int(),
    benefits: z.object({
      rebateBonusBasisPoints: z.number().int(),
      dailyWithdrawalLimitMinor: minorUnitsSchema.nullable(),
    }),
    /** The next level and how far the member is; null at the top level or without levels. */
    progress: z
      .object({
        nextRankLevel: z.number().int(),
        nextName: z.string(),
        thresholdKind: vipThresholdKindSchema,
        /** Lifetime points, or valid bet (minor units) counted for the next level. */
        currentValue: minorUnitsSchema,
        nextThreshold: minorUnitsSchema,
      })
      .nullable(),
    /** The level's keep rule, if any: valid bet in the last days and what the member has so far. */
    keep: z
      .object({
        days: z.number().int(),
        validBetMinor: minorUnitsSchema,
        currentValidBetMinor: minorUnitsSchema,
      })
      .nullable(),
  })
  .meta({ id: 'VipStatus' });
export type VipStatusResponse = z.infer<typeof vipStatusResponseSchema>;

export const vipHistoryReasonSchema = z.enum(['promoted', 'demoted', 'staff']);

export const adminMemberVipParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const adminMemberVipQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(vipLimits.historyPageSize).default(20),
});

/** A member's level, what it is measured by, and its history (newest first). */
export const adminMemberVipResponseSchema = z.object({
  memberId: z.string(),
  rankLevel: z.number().int(),
  reachedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  lifetimePoints: minorUnitsSchema,
  /** Valid bet counted for valid-bet thresholds (since the last demotion, if any). */
  countedValidBetMinor: minorUnitsSchema,
  history: z
    .array(
      z.object({
        id: z.string(),
        fromLevel: z.number().int(),
        toLevel: z.number().int(),
        reason: vipHistoryReasonSchema,
        staffName: z.string().nullable(),
        remark: z.string().nullable(),
        createdAt: z.string(),
      }),
    )
    .max(vipLimits.historyPageSize),
  pageInfo: pageInfoSchema,
});
export type AdminMemberVipResponse = z.infer<typeof adminMemberVipResponseSchema>;

/** Staff set a member's level by hand (0: no level); the reason is kept in the history and the audit. */
export const adminMemberVipSetBodySchema = z.object({
  rankLevel: z.number().int().min(0).max(vipLimits.levels),
  reason: z.string().trim().min(1).max(vipLimits.remarkLength),
});
