import { z } from 'zod';
import { profitFiguresSchema } from './profit.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * The member risk view of the back office (issue 14 #16): money in and out, play, bonuses, sign-ins,
 * accounts linked by IP, device or bank account, and staff notes and flags.
 */

export const memberFlags = [
  'multi_account',
  'bonus_abuse',
  'fraud_suspected',
  'payment_dispute',
  'watch',
] as const;
export const memberFlagSchema = z.enum(memberFlags);
export type MemberFlag = z.infer<typeof memberFlagSchema>;

/** Bounds of each list of the view: the newest so many. */
export const memberRiskLimits = {
  logins: 20,
  devices: 20,
  linkedAccounts: 50,
  notes: 50,
  /** Days of the recent window next to the lifetime figures. */
  recentDays: 30,
} as const;

/** Ledger figures of the main wallet (signed: into the wallet positive) plus settled play. */
export const memberRiskFiguresSchema = profitFiguresSchema.extend({
  /** Settled rounds in the window and what was staked in them (turnover) and counted as valid bet. */
  rounds: z.number().int().nonnegative(),
  turnoverMinor: minorUnitsSchema,
  validBetMinor: minorUnitsSchema,
});
export type MemberRiskFigures = z.infer<typeof memberRiskFiguresSchema>;

export const linkKinds = ['ip', 'device', 'bank_account'] as const;

export const memberRiskResponseSchema = z
  .object({
    memberId: z.string(),
    account: z.string(),
    currency: z.string(),
    decimals: z.number().int(),
    /** The brand's offset: times are shown in the brand's time. */
    gmtOffsetMinutes: z.number().int(),
    lifetime: memberRiskFiguresSchema,
    recent: memberRiskFiguresSchema,
    pendingWithdrawals: z.object({ count: z.number().int().nonnegative(), amountMinor: minorUnitsSchema }),
    logins: z
      .array(
        z.object({
          at: z.string(),
          ip: z.string().nullable(),
          userAgent: z.string().nullable(),
          /** The device's id shortened for display; the same device shows the same short id. */
          device: z.string().nullable(),
        }),
      )
      .max(memberRiskLimits.logins),
    devices: z
      .array(
        z.object({
          device: z.string(),
          userAgent: z.string().nullable(),
          lastIp: z.string().nullable(),
          loginCount: z.number().int(),
          firstSeenAt: z.string(),
          lastSeenAt: z.string(),
        }),
      )
      .max(memberRiskLimits.devices),
    linkedAccounts: z
      .array(
        z.object({
          memberId: z.string(),
          account: z.string(),
          status: z.enum(['active', 'locked', 'disabled']),
          via: z.enum(linkKinds),
          /** The shared IP, the short device id, or the bank account masked to its last four. */
          shared: z.string(),
        }),
      )
      .max(memberRiskLimits.linkedAccounts),
    notes: z
      .array(z.object({ id: z.string(), staffName: z.string(), body: z.string(), createdAt: z.string() }))
      .max(memberRiskLimits.notes),
    flags: z
      .array(
        z.object({ flag: memberFlagSchema, reason: z.string(), setByName: z.string(), setAt: z.string() }),
      )
      .max(memberFlags.length),
  })
  .meta({ id: 'MemberRisk' });
export type MemberRiskResponse = z.infer<typeof memberRiskResponseSchema>;

export const memberNoteRequestSchema = z.object({ body: z.string().trim().min(1).max(1000) });
export const memberFlagRequestSchema = z.object({
  flag: memberFlagSchema,
  /** Raise or clear the flag. */
  raised: z.boolean(),
  reason: z.string().trim().min(3).max(500),
});
