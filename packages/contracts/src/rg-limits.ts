import { z } from 'zod';

/**
 * Deposit, loss, wager and session-time limits, reality checks and the session clock (issue 20, H2).
 * Amounts are minor units as strings; session_time values are minutes (period 'session'). Deposits count in
 * rolling windows (24 h, 7 days, one calendar month back from now); wager and loss in brand-calendar
 * day/week/month ("today / this week / this month"). Loss used = staked - won.
 */
export const rgLimitKinds = ['deposit', 'loss', 'wager', 'session_time'] as const;
export type RgLimitKind = (typeof rgLimitKinds)[number];
export const rgLimitPeriods = ['day', 'week', 'month', 'session'] as const;
export type RgLimitPeriod = (typeof rgLimitPeriods)[number];
/** Money kinds take day/week/month; session_time takes only 'session'. */
export const rgMoneyLimitPeriods = ['day', 'week', 'month'] as const;

export const rgLimitParamsSchema = z.object({ kind: z.enum(rgLimitKinds), period: z.enum(rgLimitPeriods) });

export const rgLimitSetRequestSchema = z.object({
  /** Minor units (minutes for session_time), at least 1. Null removes the limit (after the cooling-off, like an increase). */
  value: z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .nullable(),
});
export type RgLimitSetRequest = z.infer<typeof rgLimitSetRequestSchema>;

export const rgLimitSchema = z
  .object({
    kind: z.enum(rgLimitKinds),
    period: z.enum(rgLimitPeriods),
    /** The limit in force (null: none). */
    activeValue: z.string().nullable(),
    /** A waiting increase or removal: true with pendingValue null means a waiting removal. */
    pending: z.boolean(),
    pendingValue: z.string().nullable(),
    /** When the waiting change may be confirmed (ISO); it never applies without rgLimitConfirm. */
    pendingEffectiveAt: z.string().nullable(),
    /** The waiting change is due: rgLimitConfirm will apply it now. */
    canConfirm: z.boolean(),
    /** Used in the current window (null for session_time or no limit). */
    used: z.string().nullable(),
    /** What is left of the active limit in its current window (null: no limit, or session_time). */
    remaining: z.string().nullable(),
  })
  .meta({ id: 'RgLimit' });
export type RgLimit = z.infer<typeof rgLimitSchema>;

/** The limits part of rgStatus (H3 builds the rgStatus reply and puts this under `limits`). */
export const rgLimitsStatusSchema = z
  .object({
    /** One entry per kind and period that has an active or a waiting value (at most 10). */
    limits: z.array(rgLimitSchema).max(10),
    /** The lowest remaining over every window of each money kind (null: no limit of that kind). */
    effectiveRemaining: z.object({
      deposit: z.string().nullable(),
      loss: z.string().nullable(),
      wager: z.string().nullable(),
    }),
    /** The member's chosen reality-check interval (null: the profile default, or off). */
    realityCheckIntervalMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'RgLimitsStatus' });
export type RgLimitsStatus = z.infer<typeof rgLimitsStatusSchema>;

/** Reply of rgLimitSet: a new or lower limit is `applied` at once; a higher one or a removal waits (`pending`). */
export const rgLimitChangeResponseSchema = z
  .object({ outcome: z.enum(['applied', 'pending']), limit: rgLimitSchema })
  .meta({ id: 'RgLimitChange' });
export type RgLimitChangeResponse = z.infer<typeof rgLimitChangeResponseSchema>;

/** Reply of rgLimitConfirm and rgLimitCancel: the limit afterwards. */
export const rgLimitResponseSchema = z.object({ limit: rgLimitSchema }).meta({ id: 'RgLimitReply' });
export type RgLimitResponse = z.infer<typeof rgLimitResponseSchema>;

/** Reply of rgSession, rgRealityCheckSet and rgRealityCheckAck. */
export const rgSessionResponseSchema = z
  .object({
    loginAt: z.string(),
    elapsedSeconds: z.number().int(),
    /** Sum of win - stake of the rounds opened since login (negative: a loss). */
    netResultMinor: z.string(),
    realityCheckIntervalMinutes: z.number().int().nullable(),
    /** When the next reality check is due (null: off). Past it (with the profile's block) bets are refused until acknowledged. */
    nextRealityCheckAt: z.string().nullable(),
    /** The session-time limit's end (null: none): bets are refused after it. */
    playEndsAt: z.string().nullable(),
  })
  .meta({ id: 'RgSession' });
export type RgSessionResponse = z.infer<typeof rgSessionResponseSchema>;

export const rgRealityCheckSetRequestSchema = z.object({
  /** One of the profile's intervalsMinutes; null turns it off (refused with validation_failed when mandatory). */
  intervalMinutes: z.number().int().min(1).max(240).nullable(),
});
export type RgRealityCheckSetRequest = z.infer<typeof rgRealityCheckSetRequestSchema>;
