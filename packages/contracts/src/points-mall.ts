import { z } from 'zod';
import { languageCodes } from './languages.js';
import { localizedTextSchema } from './localized-text.js';
import { localizedTitleSchema } from './promotions.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * The points mall (issue 17 part B, modules/points-mall; docs/loyalty.md "Points mall"; spec §2 /pointMall,
 * §3 points and redeem fields, §4 redeem states, §7 rewardList, pointsRedeem, pointsConvert, redeemList).
 *
 * Items staff publish: `cash` (money to the main wallet, no wagering), `bonus` (money with a wagering
 * requirement, through the reward centre's bonuses) and `goods` (physical, with stock, approved by staff).
 * A member redeems an item for points with the payment password, or converts points to money at the
 * brand's ratio (pointsPerUnit points = 1 unit of money) in multiples of conversionUnits, rounded down
 * (towards the house). Points are whole numbers and money integer minor units, both decimal strings on
 * the wire. Everything answers 404 when the points system (PTSYS3) is off.
 */

export const pointsMallLimits = {
  /** The member's item grid shows 9 items a page (spec §2). */
  itemsPageSize: 9,
  redeemsPageSize: 50,
  staffPageSize: 100,
  images: 3,
  /** A staff or member remark on a redeem (spec §3 remark). */
  remarkLength: 140,
  descriptionLength: 2000,
  maxQuantityPerRedeem: 100,
  maxPoints: 1_000_000_000_000n,
  maxWageringMultiple: 100,
  maxWageringDays: 365,
  /** Points per unit of money and conversion units at most (whole points). */
  maxRatio: 1_000_000_000,
} as const;

/** Whole points as a decimal string. */
export const pointsSchema = z.string().regex(/^\d{1,13}$/);
/** A positive number of whole points as a decimal string. */
export const positivePointsSchema = z.string().regex(/^[1-9]\d{0,12}$/, 'validation.points');

export const mallItemKinds = ['cash', 'bonus', 'goods'] as const;
export const mallItemKindSchema = z.enum(mallItemKinds);
export type MallItemKind = z.infer<typeof mallItemKindSchema>;

export const mallItemStatuses = ['draft', 'published', 'hidden'] as const;
export const mallItemStatusSchema = z.enum(mallItemStatuses);
export type MallItemStatus = z.infer<typeof mallItemStatusSchema>;

/** Spec §4: in process (goods waiting for staff), rejected (points and stock given back), approved. */
export const redeemStatuses = ['in_process', 'rejected', 'approved'] as const;
export const redeemStatusSchema = z.enum(redeemStatuses);
export type RedeemStatus = z.infer<typeof redeemStatusSchema>;

/** What a redeem was: an item of the mall, or a conversion of points to money. */
export const redeemKinds = ['cash', 'bonus', 'goods', 'convert'] as const;
export const redeemKindSchema = z.enum(redeemKinds);
export type RedeemKind = z.infer<typeof redeemKindSchema>;

/** A member's limit on one item: at most `quantity` over the member's lifetime or per brand day. */
export const memberLimitSchema = z.object({
  quantity: z.number().int().min(1).max(1_000_000),
  period: z.enum(['lifetime', 'day']),
});
export type MemberLimit = z.infer<typeof memberLimitSchema>;

/** A small category code staff choose (e.g. ELECTRONICS), used by the item filter. */
export const mallCategorySchema = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'validation.category');

export const localizedDescriptionSchema = localizedTextSchema(pointsMallLimits.descriptionLength, {
  englishMin: 0,
});

// --- Settings (settings key `pointsMall.settings`) ----------------------------------------------------

export const pointsMallSettingsSchema = z.object({
  conversionEnabled: z.boolean(),
  /** Points for one unit of money (100 = 100 points for 1.00). */
  pointsPerUnit: z.number().int().min(1).max(pointsMallLimits.maxRatio),
  /** Points are converted in multiples of this. */
  conversionUnits: z.number().int().min(1).max(pointsMallLimits.maxRatio),
  /** The least points one conversion takes. */
  minimumConversionPoints: z.number().int().min(1).max(pointsMallLimits.maxRatio),
});
export type PointsMallSettings = z.infer<typeof pointsMallSettingsSchema>;
export const defaultPointsMallSettings: PointsMallSettings = {
  conversionEnabled: false,
  pointsPerUnit: 100,
  conversionUnits: 100,
  minimumConversionPoints: 100,
};

/** The conversion terms pointsConfig shows are points.ts pointsConversionTermsSchema (PointsMallService.conversionTerms()). */

// --- Member and guest ---------------------------------------------------------------------------------

export const mallImageSchema = z.object({ id: z.string().uuid(), url: z.string() });

export const mallItemSchema = z.object({
  id: z.string().uuid(),
  kind: mallItemKindSchema,
  category: mallCategorySchema.nullable(),
  /** In the language asked (EN when the item has none in it). */
  title: z.string(),
  description: z.string(),
  pointsPrice: positivePointsSchema,
  /** Cash and bonus items: the money one of them pays; goods: null. */
  amountMinor: minorUnitsSchema.nullable(),
  wageringMultiple: z.number().nullable(),
  maxQuantityPerRedeem: z.number().int(),
  memberLimit: memberLimitSchema.nullable(),
  /** Left in stock; null = unlimited. */
  stock: z.number().int().nullable(),
  images: z.array(mallImageSchema).max(pointsMallLimits.images),
});
export type MallItem = z.infer<typeof mallItemSchema>;

export const rewardListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  kind: mallItemKindSchema.optional(),
  category: mallCategorySchema.optional(),
  language: z.enum(languageCodes).default('EN'),
});
export type RewardListQuery = z.infer<typeof rewardListQuerySchema>;

export const rewardListResponseSchema = z.object({
  items: z.array(mallItemSchema).max(pointsMallLimits.itemsPageSize),
  pageInfo: pageInfoSchema,
  /** The categories of published items (for the filter). */
  categories: z.array(mallCategorySchema).max(100),
});
export type RewardListResponse = z.infer<typeof rewardListResponseSchema>;

export const pointsRedeemRequestSchema = z.object({
  /** Idempotency key: a retry with the same id answers the first redeem; another body is refused. */
  requestId: z.string().uuid(),
  itemId: z.string().uuid(),
  quantity: z.number().int().min(1).max(pointsMallLimits.maxQuantityPerRedeem),
  paymentPassword: z.string().min(1).max(128),
  /** The member's note (a delivery detail for goods, say). */
  remark: z.string().trim().max(pointsMallLimits.remarkLength).optional(),
});
export type PointsRedeemRequest = z.infer<typeof pointsRedeemRequestSchema>;

export const pointsConvertRequestSchema = z.object({
  requestId: z.string().uuid(),
  points: positivePointsSchema,
  paymentPassword: z.string().min(1).max(128),
});
export type PointsConvertRequest = z.infer<typeof pointsConvertRequestSchema>;

/** Spec §3: points, amount, ratio, units, quantity, status, remark, transaction reference number, apply time. */
export const redeemSchema = z.object({
  id: z.string().uuid(),
  kind: redeemKindSchema,
  itemId: z.string().uuid().nullable(),
  /** The item's title when redeemed (in the language asked); null for a conversion. */
  title: z.string().nullable(),
  points: positivePointsSchema,
  /** Money paid (cash, bonus, conversion); null for goods. */
  amountMinor: minorUnitsSchema.nullable(),
  /** A conversion's points per unit of money; null otherwise. */
  ratio: z.number().int().nullable(),
  /** A conversion's units (points converted in multiples of); null otherwise. */
  units: z.number().int().nullable(),
  quantity: z.number().int(),
  status: redeemStatusSchema,
  /** The member's remark. */
  memberRemark: z.string().nullable(),
  /** Staff's remark on approval or rejection. */
  remark: z.string().nullable(),
  /** The points ledger transfer's id (the transaction reference number). */
  transactionReference: z.string().uuid(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redeem = z.infer<typeof redeemSchema>;

export const pointsRedeemResponseSchema = z.object({
  redeem: redeemSchema,
  /** True when this answered an earlier request with the same request id. */
  replayed: z.boolean(),
});
export type PointsRedeemResponse = z.infer<typeof pointsRedeemResponseSchema>;

export const redeemListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(pointsMallLimits.redeemsPageSize).default(20),
  status: redeemStatusSchema.optional(),
  language: z.enum(languageCodes).default('EN'),
});
export type RedeemListQuery = z.infer<typeof redeemListQuerySchema>;

export const redeemListResponseSchema = z.object({
  redeems: z.array(redeemSchema).max(pointsMallLimits.redeemsPageSize),
  pageInfo: pageInfoSchema,
});
export type RedeemListResponse = z.infer<typeof redeemListResponseSchema>;

export const redeemIdParamsSchema = z.object({ id: z.string().uuid() });
export const mallImageParamsSchema = z.object({ id: z.string().uuid() });
export const redeemDetailQuerySchema = z.object({ language: z.enum(languageCodes).default('EN') });

// --- Staff --------------------------------------------------------------------------------------------

export const adminMallItemInputSchema = z.object({
  kind: mallItemKindSchema,
  category: mallCategorySchema.nullable(),
  title: localizedTitleSchema,
  description: localizedDescriptionSchema,
  pointsPrice: positivePointsSchema,
  /** Cash and bonus: the money one item pays (minor units); goods: null. */
  amountMinor: minorUnitsSchema.nullable(),
  /** Bonus items: the wagering multiple of the amount (at most 2 decimals) and the days to meet it. */
  wageringMultiple: z.number().positive().max(pointsMallLimits.maxWageringMultiple).nullable(),
  wageringDays: z.number().int().min(1).max(pointsMallLimits.maxWageringDays).nullable(),
  maxQuantityPerRedeem: z.number().int().min(1).max(pointsMallLimits.maxQuantityPerRedeem),
  memberLimit: memberLimitSchema.nullable(),
  /** Image ids uploaded with adminMallImageUpload, in order. */
  imageIds: z.array(z.string().uuid()).max(pointsMallLimits.images),
  sortOrder: z.number().int().min(0).max(1_000_000),
});
export type AdminMallItemInput = z.infer<typeof adminMallItemInputSchema>;

export const adminMallItemCreateSchema = adminMallItemInputSchema.extend({
  /** Initial stock; null = unlimited. */
  stock: z.number().int().min(0).max(1_000_000_000).nullable(),
});
export type AdminMallItemCreate = z.infer<typeof adminMallItemCreateSchema>;

export const adminMallItemSchema = z.object({
  id: z.string().uuid(),
  kind: mallItemKindSchema,
  category: mallCategorySchema.nullable(),
  title: localizedTitleSchema,
  description: localizedDescriptionSchema,
  pointsPrice: positivePointsSchema,
  amountMinor: minorUnitsSchema.nullable(),
  wageringMultiple: z.number().nullable(),
  wageringDays: z.number().int().nullable(),
  maxQuantityPerRedeem: z.number().int(),
  memberLimit: memberLimitSchema.nullable(),
  stock: z.number().int().nullable(),
  /** Redeemed and not rejected, all time. */
  redeemedQuantity: z.number().int(),
  images: z.array(mallImageSchema).max(pointsMallLimits.images),
  status: mallItemStatusSchema,
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminMallItem = z.infer<typeof adminMallItemSchema>;

export const adminMallItemListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(pointsMallLimits.staffPageSize).default(20),
  status: mallItemStatusSchema.optional(),
  kind: mallItemKindSchema.optional(),
});
export const adminMallItemListResponseSchema = z.object({
  items: z.array(adminMallItemSchema).max(pointsMallLimits.staffPageSize),
  pageInfo: pageInfoSchema,
});
export const adminMallItemParamsSchema = z.object({ id: z.string().uuid() });
export const adminMallItemResponseSchema = z.object({ item: adminMallItemSchema });

export const adminMallItemStatusRequestSchema = z.object({ status: mallItemStatusSchema });

/** Stock set to a value (null = unlimited) with a reason (audited). */
export const adminMallItemStockRequestSchema = z.object({
  stock: z.number().int().min(0).max(1_000_000_000).nullable(),
  reason: z.string().trim().min(1).max(500),
});

export const adminMallImageResponseSchema = mallImageSchema;

export const adminRedeemSchema = redeemSchema.extend({
  memberId: z.string(),
  memberAccount: z.string(),
  decidedBy: z.string().nullable(),
});
export type AdminRedeem = z.infer<typeof adminRedeemSchema>;

export const adminRedeemListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(pointsMallLimits.staffPageSize).default(20),
  status: redeemStatusSchema.optional(),
  kind: redeemKindSchema.optional(),
  /** A member's account name. */
  member: z.string().trim().min(1).max(64).optional(),
});
export const adminRedeemListResponseSchema = z.object({
  redeems: z.array(adminRedeemSchema).max(pointsMallLimits.staffPageSize),
  pageInfo: pageInfoSchema,
});

export const adminRedeemDecisionRequestSchema = z.object({
  remark: z.string().trim().max(pointsMallLimits.remarkLength).optional(),
});
export const adminRedeemRejectRequestSchema = z.object({
  remark: z.string().trim().min(1).max(pointsMallLimits.remarkLength),
});
export const adminRedeemResponseSchema = z.object({ redeem: adminRedeemSchema });
