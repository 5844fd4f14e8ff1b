import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './staff.js';

/**
 * Loyalty points (issue 17, modules/points; docs/loyalty.md "Points ledger and earning").
 *
 * Points are whole units in a ledger of their own (currency PTS, never mixed with money). Members earn
 * them from settled valid bet by game category at the rates staff configure (versioned: a rate change
 * never rewrites the past), from missions, promotions and ranking boards; a refunded bet takes its points
 * back. Spendable points are what the member may spend in the points mall; lifetime points (earned +
 * awarded - reversed) are never lowered by spending, so a VIP level reached by them is kept.
 *
 * Points and money are integer decimal strings on the wire.
 */

/** A whole number of points (decimal string, may be negative in a ledger line). */
export const pointsSchema = z.string().regex(/^-?\d{1,19}$/);
/** A positive amount of money in minor units, as a decimal string. */
const positiveMinorSchema = z.string().regex(/^[1-9]\d{0,15}$/);
export const pointsCategorySchema = z.string().regex(/^[A-Z0-9_]{1,40}$/);

export const pointsLimits = {
  /** Lines of the member's points details per page. */
  pageSize: 50,
  /** Categories with a rate of their own. */
  rateCategories: 40,
  /** Versions of the rates listed to staff. */
  rateVersions: 20,
  reasonLength: 500,
  /** A staff adjustment's size, either way. */
  maxAdjustPoints: 1_000_000_000_000n,
} as const;

/** Ledger codes of points transfers (PTS); the account record never shows them among money. */
export const pointsLedgerCodes = [
  'points_earn',
  'points_reverse',
  'points_adjust',
  'points_redeem',
  'points_redeem_refund',
  'points_convert',
  'mission_points',
  'promotion_points',
  'ranking_points',
] as const;
export const pointsLedgerCodeSchema = z.enum(pointsLedgerCodes);
export type PointsLedgerCode = z.infer<typeof pointsLedgerCodeSchema>;

/** Codes an award (mission, promotion, ranking, staff) is made with. */
export const pointsAwardCodes = [
  'mission_points',
  'promotion_points',
  'ranking_points',
  'points_adjust',
] as const;
export type PointsAwardCode = (typeof pointsAwardCodes)[number];
export const pointsSpendCodes = ['points_redeem', 'points_convert'] as const;
export type PointsSpendCode = (typeof pointsSpendCodes)[number];

// --- Earning rates --------------------------------------------------------------------------------

/**
 * Valid bet (minor units) that earns one point, per category, and a default for the others. A category
 * at "0" earns nothing (left out of the default); without a rate of its own a category earns at the
 * default, and a null default earns nothing. Points of a window per category are floor(valid bet / rate)
 * (towards the house).
 */
export const pointsRatesSchema = z
  .object({
    defaultValidBetPerPointMinor: positiveMinorSchema.nullable(),
    categories: z.record(pointsCategorySchema, z.string().regex(/^(0|[1-9]\d{0,15})$/)),
  })
  .refine((rates) => Object.keys(rates.categories).length <= pointsLimits.rateCategories, {
    message: `At most ${pointsLimits.rateCategories} categories.`,
  });
export type PointsRatesInput = z.infer<typeof pointsRatesSchema>;

export const pointsRateVersionSchema = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  defaultValidBetPerPointMinor: z.string().nullable(),
  categories: z.array(z.object({ category: z.string(), validBetPerPointMinor: z.string() })).max(40),
  createdBy: z.string().nullable(),
});
export type PointsRateVersion = z.infer<typeof pointsRateVersionSchema>;

// --- Member ---------------------------------------------------------------------------------------

export const pointsBalanceResponseSchema = z
  .object({
    /** What the member may spend now. */
    spendablePoints: pointsSchema,
    /** Earned + awarded - reversed; spending never lowers it. */
    lifetimePoints: pointsSchema,
  })
  .meta({ id: 'PointsBalance' });
export type PointsBalanceResponse = z.infer<typeof pointsBalanceResponseSchema>;

export const pointsTransactionDetailsQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(pointsLimits.pageSize).default(20),
});
export type PointsTransactionDetailsQuery = z.infer<typeof pointsTransactionDetailsQuerySchema>;

export const pointsLineSchema = z.object({
  /** The transaction reference number: the transfer's id (screens show it shortened). */
  transactionReference: z.string(),
  /** Signed: positive in, negative out. */
  points: pointsSchema,
  code: pointsLedgerCodeSchema,
  balanceAfterPoints: pointsSchema,
  createdAt: z.string(),
  /** What it was for, when known (a mall item's title, a mission's, a staff reason); else null. */
  remark: z.string().nullable(),
});
export type PointsLine = z.infer<typeof pointsLineSchema>;

export const pointsTransactionDetailsResponseSchema = z.object({
  lines: z.array(pointsLineSchema).max(pointsLimits.pageSize),
  pageInfo: pageInfoSchema,
});
export type PointsTransactionDetailsResponse = z.infer<typeof pointsTransactionDetailsResponseSchema>;

/**
 * The points mall's conversion terms (settings of modules/points-mall, provided to pointsConfig):
 * `pointsPerUnit` points buy one unit of money (10^decimals minor units); points convert in multiples of
 * `conversionUnits`, at least `minimumConversionPoints`.
 */
export const pointsConversionTermsSchema = z.object({
  enabled: z.boolean(),
  pointsPerUnit: pointsSchema,
  conversionUnits: pointsSchema,
  minimumConversionPoints: pointsSchema,
});
export type PointsConversionTerms = z.infer<typeof pointsConversionTermsSchema>;

export const pointsConfigResponseSchema = z
  .object({
    earning: z.object({
      effectiveFrom: z.string().nullable(),
      defaultValidBetPerPointMinor: z.string().nullable(),
      categories: z.array(z.object({ category: z.string(), validBetPerPointMinor: z.string() })).max(40),
    }),
    /** Days after a window's end during which a refund still takes its points back. */
    correctionDays: z.number().int(),
    /** Null while the points mall does not offer conversion terms. */
    conversion: pointsConversionTermsSchema.nullable(),
  })
  .meta({ id: 'PointsConfig' });
export type PointsConfigResponse = z.infer<typeof pointsConfigResponseSchema>;

// --- Staff ----------------------------------------------------------------------------------------

export const adminPointsRatesResponseSchema = z.object({
  /** The version in force now (null before the first one). */
  current: pointsRateVersionSchema.nullable(),
  /** Newest first, at most pointsLimits.rateVersions. */
  versions: z.array(pointsRateVersionSchema).max(pointsLimits.rateVersions),
  correctionDays: z.number().int(),
});
export type AdminPointsRatesResponse = z.infer<typeof adminPointsRatesResponseSchema>;

/** A new version, in force from now on (earlier windows keep theirs). */
export const adminPointsRatesUpdateSchema = pointsRatesSchema;

export const adminMemberPointsParamsSchema = z.object({ memberId: z.string().regex(/^[1-9]\d{0,17}$/) });
export const adminMemberPointsQuerySchema = pointsTransactionDetailsQuerySchema;

export const adminMemberPointsResponseSchema = z.object({
  memberId: z.string(),
  spendablePoints: pointsSchema,
  lifetimePoints: pointsSchema,
  /** Points a refund could not take back because they were spent; later earnings settle them first. */
  debtPoints: pointsSchema,
  lines: z.array(pointsLineSchema).max(pointsLimits.pageSize),
  pageInfo: pageInfoSchema,
});
export type AdminMemberPointsResponse = z.infer<typeof adminMemberPointsResponseSchema>;

export const adminPointsAdjustRequestSchema = z.object({
  /** Signed, non-zero whole points. */
  points: z
    .string()
    .regex(/^-?[1-9]\d{0,12}$/)
    .refine((value) => {
      // Refinements run even when the pattern failed: never hand BigInt a malformed string.
      if (!/^-?[1-9]\d{0,12}$/.test(value)) return false;
      const points = BigInt(value);
      return points <= pointsLimits.maxAdjustPoints && points >= -pointsLimits.maxAdjustPoints;
    }),
  reason: z.string().trim().min(1).max(pointsLimits.reasonLength),
});
export type AdminPointsAdjustRequest = z.infer<typeof adminPointsAdjustRequestSchema>;

export const adminPointsAdjustResponseSchema = z.object({
  transactionReference: z.string(),
  spendablePoints: pointsSchema,
  lifetimePoints: pointsSchema,
});
export type AdminPointsAdjustResponse = z.infer<typeof adminPointsAdjustResponseSchema>;

/** settings key `points.settings`. */
export const pointsSettingsSchema = z.object({
  /**
   * Days after a window's end during which its points still follow its rounds (a late refund takes them
   * back); after that the window is final and a refund no longer moves points.
   */
  correctionDays: z.number().int().min(1).max(90),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;
export const defaultPointsSettings: PointsSettings = { correctionDays: 7 };
