import { z } from 'zod';
import { rgLimitsStatusSchema } from './rg-limits.js';

/**
 * Breaks, self-exclusion, closure, return and the external register (issue 20, H3). A break lasts 24 hours to
 * 6 weeks; self-exclusion 6 months, 1 or 5 years or for good; closure at once. None is ever shortened. While
 * one runs (and after it, until the member asks to return and 24 hours pass) the member cannot sign in, or,
 * with money left or a withdrawal open, gets a `restricted` session that may only withdraw.
 */
export const rgExclusionKinds = ['break', 'self_exclusion', 'closure', 'external', 'underage'] as const;
export type RgExclusionKind = (typeof rgExclusionKinds)[number];
export const rgSelfExclusionPeriods = ['6m', '1y', '5y', 'permanent'] as const;
export type RgSelfExclusionPeriod = (typeof rgSelfExclusionPeriods)[number];
export const rgRegisterAnswers = [
  'excluded',
  'not_registered',
  'previously_excluded',
  'unavailable',
] as const;
export type RgRegisterAnswer = (typeof rgRegisterAnswers)[number];

export const rgBreakStartRequestSchema = z.object({ hours: z.number().int().min(24).max(1008) });
export type RgBreakStartRequest = z.infer<typeof rgBreakStartRequestSchema>;

export const rgSelfExcludeRequestSchema = z.object({
  period: z.enum(rgSelfExclusionPeriods),
  /** Asked again: nobody excludes a member from an unattended tab. */
  password: z.string().min(1).max(128),
});
export type RgSelfExcludeRequest = z.infer<typeof rgSelfExcludeRequestSchema>;

/** gambling_harm: the web offers self-exclusion instead (closure is still allowed). */
export const rgClosureReasons = ['gambling_harm', 'not_interested', 'other'] as const;
export const rgAccountCloseRequestSchema = z.object({ reason: z.enum(rgClosureReasons) });
export type RgAccountCloseRequest = z.infer<typeof rgAccountCloseRequestSchema>;

/**
 * What a restricted session (and a refused login's details) says: the kind, its end (ISO; null = no end),
 * whether the member may ask to return now, and when a requested return takes effect.
 */
export const rgRestrictionSchema = z
  .object({
    kind: z.enum(rgExclusionKinds),
    until: z.string().nullable(),
    canRequestReturn: z.boolean(),
    returnEffectiveAt: z.string().nullable(),
  })
  .meta({ id: 'RgRestriction' });
export type RgRestriction = z.infer<typeof rgRestrictionSchema>;

/** rgStatus: the member's exclusion now (null when none) and the last exclusions (at most 20). */
export const rgExclusionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(rgExclusionKinds),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    source: z.enum(['member', 'staff', 'register']),
    reason: z.string().nullable(),
    actorName: z.string(),
  })
  .meta({ id: 'RgExclusion' });
export type RgExclusion = z.infer<typeof rgExclusionSchema>;

export const rgStatusResponseSchema = z
  .object({
    restriction: rgRestrictionSchema.nullable(),
    /** The current session may only withdraw (scope restricted). */
    restrictedSession: z.boolean(),
    exclusions: z.array(rgExclusionSchema).max(20),
    /** H2's limits part (contracts rg-limits.ts). */
    limits: rgLimitsStatusSchema,
  })
  .meta({ id: 'RgStatus' });
export type RgStatusResponse = z.infer<typeof rgStatusResponseSchema>;

/**
 * Reply of rgBreakStart, rgSelfExclude and rgAccountClose: every session of the member has ended (this one
 * too), so the web signs out and shows the until date.
 */
export const rgExclusionStartedSchema = z
  .object({ exclusion: rgExclusionSchema, restriction: rgRestrictionSchema, sessionsEnded: z.number().int() })
  .meta({ id: 'RgExclusionStarted' });
export type RgExclusionStarted = z.infer<typeof rgExclusionStartedSchema>;

/** rgReturnRequest: the return takes effect at returnEffectiveAt; the next login after it is a full one. */
export const rgReturnResponseSchema = z
  .object({ returnEffectiveAt: z.string() })
  .meta({ id: 'RgReturnResponse' });
export type RgReturnResponse = z.infer<typeof rgReturnResponseSchema>;

/** adminMemberExclusionCreate: staff start one for the member (a phone request); never shorter, never ended. */
export const adminMemberExclusionCreateRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('break'),
    hours: z.number().int().min(24).max(1008),
    reason: z.string().trim().min(1).max(500),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    period: z.enum(rgSelfExclusionPeriods),
    reason: z.string().trim().min(1).max(500),
  }),
  z.object({ kind: z.literal('closure'), reason: z.string().trim().min(1).max(500) }),
]);
export type AdminMemberExclusionCreateRequest = z.infer<typeof adminMemberExclusionCreateRequestSchema>;

/** A register answer as staff see it (member compliance view; `unavailable` rows are never silent). */
export const rgRegisterCheckSchema = z
  .object({
    id: z.string(),
    provider: z.string(),
    trigger: z.enum(['registration', 'login', 'recheck', 'deposit', 'staff']),
    answer: z.enum(rgRegisterAnswers),
    latencyMs: z.number().int(),
    checkedAt: z.string(),
  })
  .meta({ id: 'RgRegisterCheck' });
export type RgRegisterCheck = z.infer<typeof rgRegisterCheckSchema>;

/** The member compliance view's exclusions part (H7 composes it; each list at most 50). */
export const rgExclusionHistorySchema = z
  .object({
    restriction: rgRestrictionSchema.nullable(),
    marketingBlocked: z.boolean(),
    exclusions: z.array(rgExclusionSchema).max(50),
    registerChecks: z.array(rgRegisterCheckSchema).max(50),
  })
  .meta({ id: 'RgExclusionHistory' });
export type RgExclusionHistory = z.infer<typeof rgExclusionHistorySchema>;
