import { z } from 'zod';
import { languageCodes } from './languages.js';
import { localizedTextSchema } from './localized-text.js';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Promotions (issue 16, spec §1, §2, §3, §4, §5): staff write them (title and sanitised HTML content in EN
 * and NE, images in sequence, a filter type, tags, a schedule, an audience, how a member takes part and the
 * reward rule); the site lists them with each member's state (spec §4) and the action that fits; a member
 * joins, claims or applies (comment and up to 3 images), staff decide applications. Every reward is paid
 * through the bonuses module (bonuses.ts): locked with a wagering requirement or straight to the wallet.
 *
 * Money is integer minor units on the wire (decimal strings). Rates are integer basis points
 * (1 bp = 0.01 %; 10000 = 100 %).
 */

/** Spec §2's filter types; `all` is the list's "no filter", so a promotion stores one of the others. */
export const promotionFilterTypes = [
  'others',
  'sports',
  'live_casino',
  'slots',
  'card_games',
  'fish',
  'lotto',
  'rebate',
  'points_mall',
  'ranking',
  'deposit',
  'app_download',
  'newbie',
  'game_promotions',
] as const;
export const promotionFilterTypeSchema = z.enum(promotionFilterTypes);
export type PromotionFilterType = z.infer<typeof promotionFilterTypeSchema>;
/** The list's filter: `all` plus the 14 types (15 in all, spec §2). */
export const promotionListFilterSchema = z.enum(['all', ...promotionFilterTypes]);
export type PromotionListFilter = z.infer<typeof promotionListFilterSchema>;

export const promotionTags = ['NEWBIE', 'LIMITED', 'SPECIAL_OFFER', 'DAILY', 'HIGH_REBATE', 'VIP'] as const;
export const promotionTagSchema = z.enum(promotionTags);
export type PromotionTag = z.infer<typeof promotionTagSchema>;

/** How a member takes part. automatic: granted by a job when eligible; join: the member signs up first and
 * is granted when eligible; apply: comment + images reviewed by staff; claim: the member claims when eligible. */
export const promotionParticipations = ['automatic', 'join', 'apply', 'claim'] as const;
export const promotionParticipationSchema = z.enum(promotionParticipations);
export type PromotionParticipation = z.infer<typeof promotionParticipationSchema>;

/** referral: the invite-friends reward (reward-campaigns pays it per qualifying invitee). */
export const promotionKinds = ['standard', 'referral'] as const;
export const promotionKindSchema = z.enum(promotionKinds);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

export const promotionStatuses = ['draft', 'published', 'archived'] as const;
export const promotionStatusSchema = z.enum(promotionStatuses);
export type PromotionStatus = z.infer<typeof promotionStatusSchema>;

/**
 * A member's state of a promotion (spec §4), computed by the server:
 * - coming_soon: published, not started yet;
 * - join: participation join, not joined yet (action join); joined: joined (or automatic), waiting to become
 *   eligible / be granted;
 * - applying: participation apply, the member may apply (action apply); process: its application waits for
 *   staff; rejected: staff rejected it (reason shown; action apply again while open);
 * - claim: participation claim (action claim when eligible);
 * - issued: a reward was granted and waits in the reward centre (claimable); claimed: the reward was taken;
 * - close: ended, archived, out of slots or budget, or the member is not in the audience.
 */
export const promotionMemberStates = [
  'coming_soon',
  'join',
  'joined',
  'applying',
  'process',
  'rejected',
  'issued',
  'claim',
  'claimed',
  'close',
] as const;
export const promotionMemberStateSchema = z.enum(promotionMemberStates);
export type PromotionMemberState = z.infer<typeof promotionMemberStateSchema>;

/** The action the member can take now: `login` for a visitor on an open promotion; null: none. */
export const promotionActions = ['login', 'join', 'apply', 'claim'] as const;
export const promotionActionSchema = z.enum(promotionActions);
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** Why there is no action (for the screen's hint). */
export const promotionBlockReasons = [
  'not_started',
  'ended',
  'not_eligible',
  'not_in_audience',
  'slots_exhausted',
  'budget_exhausted',
  'pending_review',
  'already_taken',
  'automatic',
] as const;
export const promotionBlockReasonSchema = z.enum(promotionBlockReasons);
export type PromotionBlockReason = z.infer<typeof promotionBlockReasonSchema>;

/** Bounds of every field and list. */
export const promotionLimits = {
  titleLength: 120,
  contentLength: 50_000,
  images: 10,
  tags: promotionTags.length,
  /** Spec §5: the application's remark. */
  commentLength: 140,
  /** Spec §5: png or jpg, at most 5 MB, at most 3. */
  applicationImages: 3,
  applicationImageBytes: 5 * 1024 * 1024,
  promotionImageBytes: 5 * 1024 * 1024,
  reasonLength: 300,
  audienceAgents: 50,
  vipLevels: 20,
  categories: 20,
  maxNewMemberDays: 365,
  maxWageringDays: 365,
  maxClaimDays: 365,
  pageSize: 50,
} as const;

const minorPattern = /^\d{1,16}$/;
/** A non-negative amount in minor units (string). */
export const promotionMinorSchema = z.string().regex(minorPattern, 'validation.amount');
const positiveMinorSchema = promotionMinorSchema.refine(
  (text) => !minorPattern.test(text) || BigInt(text) > 0n,
  {
    message: 'validation.amount',
  },
);
/** Basis points: 1 = 0.01 %, 10000 = 100 %. */
export const basisPointsSchema = z.number().int().min(1).max(1_000_000);
/** A game category code of the rounds (catalogue: RNG, LIVE, FISH, ...). */
export const promotionCategorySchema = z.string().regex(/^[A-Z0-9_]{1,40}$/, 'validation.category');

/** Text per language: EN required, any of the other 29 optional (the site falls back to EN). */
export const localizedTitleSchema = localizedTextSchema(promotionLimits.titleLength);
export type LocalizedTitle = z.infer<typeof localizedTitleSchema>;
/** HTML per language; the server sanitises it on save (allow-list: no script, handler or javascript: URL). */
export const localizedContentSchema = localizedTextSchema(promotionLimits.contentLength, {
  trim: false,
  englishMin: 0,
});
export type LocalizedContent = z.infer<typeof localizedContentSchema>;

/** Images in sequence (spec §3 "sequence, url"): an uploaded promotion image (its url) or an https url. */
export const promotionImageSchema = z.object({
  sequence: z.number().int().min(1).max(promotionLimits.images),
  url: z
    .string()
    .max(500)
    .regex(/^(https:\/\/[^\s"'<>]+|\/api\/promotions\/images\/[0-9a-f-]{36})$/, 'validation.url'),
});
export type PromotionImage = z.infer<typeof promotionImageSchema>;

export const promotionAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('everyone') }),
  /** Members registered within the last N days (at the time they take part). */
  z.object({
    type: z.literal('new_members'),
    days: z.number().int().min(1).max(promotionLimits.maxNewMemberDays),
  }),
  /** VIP levels (issue 17): stored, but no member matches until VIP levels exist. */
  z.object({
    type: z.literal('vip_levels'),
    levels: z.array(z.number().int().min(0).max(100)).min(1).max(promotionLimits.vipLevels),
  }),
  /** The teams (the agent and its whole downline, member_tree) of the listed agents' accounts. */
  z.object({
    type: z.literal('agent_teams'),
    agentAccounts: z.array(z.string().trim().min(1).max(64)).min(1).max(promotionLimits.audienceAgents),
  }),
]);
export type PromotionAudience = z.infer<typeof promotionAudienceSchema>;

/** What qualifies a member. Periods are the promotion's [startsAt, endsAt]. */
export const promotionEligibilitySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  /** The member's first ever approved deposit, made within the promotion's period, of at least minMinor. */
  z.object({ type: z.literal('first_deposit'), minMinor: promotionMinorSchema }),
  /** Approved deposits within the period summing to at least minMinor. */
  z.object({ type: z.literal('deposit_in_period'), minMinor: promotionMinorSchema }),
  /** Settled valid bet within the period of at least minMinor. */
  z.object({ type: z.literal('valid_bet_in_period'), minMinor: promotionMinorSchema }),
]);
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

export const promotionRewardSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amountMinor: positiveMinorSchema }),
  /** A percentage of the qualifying deposit (first deposit, or the period's deposits), at most capMinor. */
  z.object({
    type: z.literal('deposit_percent'),
    rateBasisPoints: basisPointsSchema,
    capMinor: positiveMinorSchema,
  }),
  /** A rebate on the period's settled valid bet, per category (a missing category pays nothing), at most capMinor. */
  z.object({
    type: z.literal('valid_bet_rebate'),
    ratesBasisPoints: z
      .record(promotionCategorySchema, z.number().int().min(1).max(10_000))
      .refine(
        (rates) => Object.keys(rates).length >= 1 && Object.keys(rates).length <= promotionLimits.categories,
        {
          message: 'validation.categories',
        },
      ),
    capMinor: positiveMinorSchema,
  }),
]);
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

/**
 * The wagering the reward carries (null: paid straight to the wallet). The multiple is at most the bonuses'
 * setting maxWageringMultiple (refused at save: wagering_multiple_too_high).
 */
export const promotionWageringSchema = z.object({
  multiple: z.number().int().min(1).max(100),
  /** What the multiple applies to: the bonus, or the qualifying deposit plus the bonus. */
  base: z.enum(['bonus', 'deposit_plus_bonus']),
  /** Contribution per category in percent (0..100); categories not listed count defaultWeightPercent. */
  weights: z
    .record(promotionCategorySchema, z.number().int().min(0).max(100))
    .refine((weights) => Object.keys(weights).length <= promotionLimits.categories, {
      message: 'validation.categories',
    }),
  defaultWeightPercent: z.number().int().min(0).max(100),
  maxStakeMinor: positiveMinorSchema.nullable(),
  maxCashoutMinor: positiveMinorSchema.nullable(),
  wageringDays: z.number().int().min(1).max(promotionLimits.maxWageringDays),
});
export type PromotionWagering = z.infer<typeof promotionWageringSchema>;

export const promotionLimitsSchema = z.object({
  /** One take per device id (header x-device-id) across members. */
  perDevice: z.boolean(),
  /** One take per IP address across members. */
  perIp: z.boolean(),
  /** Slots: how many members can take it (null: no limit). */
  maxClaims: z.number().int().min(1).max(10_000_000).nullable(),
  /** Total reward money (null: no limit); a take that would pass it is refused (promotion_budget_exhausted). */
  budgetMinor: positiveMinorSchema.nullable(),
});
export type PromotionTakeLimits = z.infer<typeof promotionLimitsSchema>;

/** What staff write (create and update). */
export const promotionInputSchema = z
  .object({
    title: localizedTitleSchema,
    content: localizedContentSchema,
    images: z.array(promotionImageSchema).max(promotionLimits.images),
    filterType: promotionFilterTypeSchema,
    tags: z.array(promotionTagSchema).max(promotionLimits.tags),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    audience: promotionAudienceSchema,
    participation: promotionParticipationSchema,
    kind: promotionKindSchema,
    reward: promotionRewardSchema,
    eligibility: promotionEligibilitySchema,
    wagering: promotionWageringSchema.nullable(),
    /** Days a granted reward waits in the reward centre to be claimed. */
    claimDays: z.number().int().min(1).max(promotionLimits.maxClaimDays),
    limits: promotionLimitsSchema,
  })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    path: ['endsAt'],
    message: 'validation.range',
  })
  .refine((value) => new Set(value.images.map((image) => image.sequence)).size === value.images.length, {
    path: ['images'],
    message: 'validation.sequence',
  })
  .refine((value) => new Set(value.tags).size === value.tags.length, {
    path: ['tags'],
    message: 'validation.tags',
  })
  .meta({ id: 'PromotionInput' });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** How much of the slots and budget is used. */
export const promotionUsageSchema = z.object({
  claims: z.number().int(),
  maxClaims: z.number().int().nullable(),
  spentMinor: minorUnitsSchema,
  budgetMinor: minorUnitsSchema.nullable(),
});
export type PromotionUsage = z.infer<typeof promotionUsageSchema>;

/** Staff's view of a promotion. */
export const adminPromotionSchema = z
  .object({
    id: z.string(),
    status: promotionStatusSchema,
    title: localizedTitleSchema,
    content: localizedContentSchema,
    images: z.array(promotionImageSchema),
    filterType: promotionFilterTypeSchema,
    tags: z.array(promotionTagSchema),
    startsAt: z.string(),
    endsAt: z.string(),
    audience: promotionAudienceSchema,
    participation: promotionParticipationSchema,
    kind: promotionKindSchema,
    reward: promotionRewardSchema,
    eligibility: promotionEligibilitySchema,
    wagering: promotionWageringSchema.nullable(),
    claimDays: z.number().int(),
    limits: promotionLimitsSchema,
    usage: promotionUsageSchema,
    pendingApplications: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminPromotion' });
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** The member's (or visitor's) view: the text in its language with EN as fallback, and its state. */
export const promotionSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The first image by sequence (the card's picture), or null. */
    coverImageUrl: z.string().nullable(),
    filterType: promotionFilterTypeSchema,
    tags: z.array(promotionTagSchema),
    startsAt: z.string(),
    endsAt: z.string(),
    participation: promotionParticipationSchema,
    kind: promotionKindSchema,
    state: promotionMemberStateSchema,
    action: promotionActionSchema.nullable(),
    blockedBy: promotionBlockReasonSchema.nullable(),
    /** Slots left (null: no limit). */
    slotsLeft: z.number().int().nullable(),
  })
  .meta({ id: 'PromotionSummary' });
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const promotionApplicationStatuses = ['pending', 'approved', 'rejected'] as const;
export const promotionApplicationStatusSchema = z.enum(promotionApplicationStatuses);
export type PromotionApplicationStatus = z.infer<typeof promotionApplicationStatusSchema>;

export const promotionApplicationSchema = z
  .object({
    id: z.string(),
    promotionId: z.string(),
    promotionTitle: z.string(),
    status: promotionApplicationStatusSchema,
    comment: z.string(),
    /** Proof image ids (GET /api/uploads/:id for the member, /api/admin/uploads/:id for staff). */
    imageIds: z.array(z.string()).max(promotionLimits.applicationImages),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    rejectReason: z.string().nullable(),
    /** The granted reward (approved). */
    amountMinor: minorUnitsSchema.nullable(),
  })
  .meta({ id: 'PromotionApplication' });
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const promotionDetailSchema = promotionSummarySchema
  .extend({
    content: z.string(),
    images: z.array(promotionImageSchema),
    /** Who it is for (the agents or levels themselves are not shown). */
    audienceType: z.enum(['everyone', 'new_members', 'vip_levels', 'agent_teams']),
    reward: promotionRewardSchema,
    eligibility: promotionEligibilitySchema,
    wagering: promotionWageringSchema.nullable(),
    claimDays: z.number().int(),
    /** The member's latest application (participation apply), or null. */
    application: promotionApplicationSchema.nullable(),
    /** The granted reward, when there is one. */
    grant: z.object({ bonusId: z.string(), amountMinor: minorUnitsSchema, at: z.string() }).nullable(),
  })
  .meta({ id: 'PromotionDetail' });
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

// ---- member / public routes ----

export const promotionListQuerySchema = pageQuerySchema.extend({
  filter: promotionListFilterSchema.default('all'),
  tag: promotionTagSchema.optional(),
  language: z.enum(languageCodes).optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;
export const promotionListResponseSchema = z.object({
  promotions: z.array(promotionSummarySchema).max(100),
  pageInfo: pageInfoSchema,
});
export type PromotionListResponse = z.infer<typeof promotionListResponseSchema>;

export const promotionIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'validation.id') });
export const promotionDetailQuerySchema = z.object({ language: z.enum(languageCodes).optional() });

/** availablePromoCount / availablePromo of the public state (spec §3, §6). */
export const promotionPublicSummarySchema = z
  .object({
    /** Signed in: promotions the member can act on now (join, apply, claim) plus its waiting rewards; else 0. */
    availablePromoCount: z.number().int(),
    /** REFERRAL enabled: a live published referral promotion exists (the invite-friends menu shows). */
    availablePromo: z.array(z.object({ code: z.literal('REFERRAL'), enabled: z.boolean() })),
  })
  .meta({ id: 'PromotionPublicSummary' });
export type PromotionPublicSummary = z.infer<typeof promotionPublicSummarySchema>;

export const promotionActionResponseSchema = z.object({
  state: promotionMemberStateSchema,
  /** The granted reward (claim), or null (join). */
  bonusId: z.string().nullable(),
  amountMinor: minorUnitsSchema.nullable(),
  replayed: z.boolean(),
});
export type PromotionActionResponse = z.infer<typeof promotionActionResponseSchema>;

/** The plain fields of the multipart form of promotionApply; images (0..3) go in the field `proof`. */
export const promotionApplyFieldsSchema = z.object({
  comment: z.string().trim().max(promotionLimits.commentLength).default(''),
});
export type PromotionApplyFields = z.infer<typeof promotionApplyFieldsSchema>;

export const myPromotionApplicationsQuerySchema = pageQuerySchema.extend({
  status: promotionApplicationStatusSchema.optional(),
});
export const myPromotionApplicationsResponseSchema = z.object({
  applications: z.array(promotionApplicationSchema).max(100),
  pageInfo: pageInfoSchema,
});

// ---- staff routes ----

export const adminPromotionListQuerySchema = pageQuerySchema.extend({
  status: promotionStatusSchema.optional(),
  filterType: promotionFilterTypeSchema.optional(),
  kind: promotionKindSchema.optional(),
  query: z.string().trim().max(64).optional(),
});
export const adminPromotionListResponseSchema = z.object({
  promotions: z.array(adminPromotionSchema).max(100),
  pageInfo: pageInfoSchema,
});
/** Preview: what the member sees (detail) for the given input and language, without saving. */
export const adminPromotionPreviewRequestSchema = z.object({
  promotion: promotionInputSchema,
  language: z.enum(languageCodes).default('EN'),
});
export const adminPromotionPreviewResponseSchema = z.object({
  title: z.string(),
  /** The sanitised HTML, exactly as it would be stored and shown. */
  content: z.string(),
  images: z.array(promotionImageSchema),
  tags: z.array(promotionTagSchema),
});
export const adminPromotionImageResponseSchema = z.object({ id: z.string(), url: z.string() });

export const adminPromotionApplicationQuerySchema = pageQuerySchema.extend({
  status: promotionApplicationStatusSchema.default('pending'),
  promotionId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export const adminPromotionApplicationSchema = promotionApplicationSchema
  .extend({ memberId: z.string(), account: z.string(), decidedBy: z.string().nullable() })
  .meta({ id: 'AdminPromotionApplication' });
export type AdminPromotionApplication = z.infer<typeof adminPromotionApplicationSchema>;
export const adminPromotionApplicationListResponseSchema = z.object({
  applications: z.array(adminPromotionApplicationSchema).max(100),
  pageInfo: pageInfoSchema,
});
export const adminApplicationIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'validation.id'),
});
/** Approve: the amount computed by the rule, or one staff enter within the rule's cap (fixed: the amount). */
export const adminPromotionApplicationApproveSchema = z.object({
  amountMinor: positiveMinorSchema.optional(),
});
export const adminPromotionApplicationRejectSchema = z.object({
  reason: z.string().trim().min(1).max(promotionLimits.reasonLength),
});
