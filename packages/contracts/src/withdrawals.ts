import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { amountInputSchema, minorUnitsSchema } from './wallet.js';

/** A non-negative amount in minor units, as settings store it (a string: JSON numbers lose precision). */
const settingMinorPattern = /^\d{1,16}$/;
const settingMinorSchema = z.string().regex(settingMinorPattern);

/**
 * The amount, or undefined when the text is not one: zod runs the object's refinements even when a
 * field missed its pattern (that field's own issue says so), and BigInt would throw on it.
 */
function wellFormedMinor(text: string): bigint | undefined {
  return settingMinorPattern.test(text) ? BigInt(text) : undefined;
}

function isAboveZero(text: string): boolean {
  const amount = wellFormedMinor(text);
  return amount === undefined || amount > 0n;
}

function isOrdered(lowText: string, highText: string): boolean {
  const low = wellFormedMinor(lowText);
  const high = wellFormedMinor(highText);
  return low === undefined || high === undefined || low <= high;
}

/** Withdrawal rules an operator configures (settings key `withdrawals`). */
export const withdrawalSettingsSchema = z
  .object({
    minimumMinor: settingMinorSchema,
    maximumMinor: settingMinorSchema,
    /** Requests per member per brand-local calendar day (a request refused by the ledger does not count). */
    dailyCount: z.number().int().min(1).max(1000),
    /** A paid withdrawal the member has not answered within this many minutes counts as received. */
    autoConfirmMinutes: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 30),
    /** Fee kept by the house when a withdrawal is paid: a flat part plus basis points (1/100 of a percent). */
    feeFlatMinor: settingMinorSchema,
    feeBasisPoints: z.number().int().min(0).max(5000),
    /**
     * Four eyes on payouts (issue 14 #17): the staff member who approved a withdrawal may not also mark
     * it paid. On unless an operator turns it off (itself a change a second staff member approves).
     */
    payerMustNotBeApprover: z.boolean().default(true),
  })
  .refine((value) => isAboveZero(value.minimumMinor), {
    path: ['minimumMinor'],
    message: 'validation.amount',
  })
  .refine((value) => isOrdered(value.minimumMinor, value.maximumMinor), {
    path: ['maximumMinor'],
    message: 'validation.range',
  })
  .meta({ id: 'WithdrawalSettings' });
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

export const defaultWithdrawalSettings: WithdrawalSettings = {
  minimumMinor: '10000',
  maximumMinor: '10000000',
  dailyCount: 5,
  autoConfirmMinutes: 1440,
  feeFlatMinor: '0',
  feeBasisPoints: 0,
  payerMustNotBeApprover: true,
};

/** The fee of a withdrawal of `amountMinor`; rounded down, so the member is never charged a fraction more. */
export function withdrawalFeeMinor(
  settings: Pick<WithdrawalSettings, 'feeFlatMinor' | 'feeBasisPoints'>,
  amountMinor: bigint,
): bigint {
  return BigInt(settings.feeFlatMinor) + (amountMinor * BigInt(settings.feeBasisPoints)) / 10_000n;
}

/**
 * holding: recorded, funds being held; failed: the balance could not cover it (nothing held);
 * pending → approved | rejected; approved → paid; paid → completed | partly_received | not_received;
 * a claim → refunded | completed (dismissed).
 */
export const withdrawalStatuses = [
  'holding',
  'failed',
  'pending',
  'approved',
  'rejected',
  'paid',
  'completed',
  'partly_received',
  'not_received',
  'refunded',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);

export const receivingAccountSchema = z.object({
  bankName: z.string().trim().min(2).max(80),
  accountHolder: z.string().trim().min(2).max(80),
  /** Digits and letters (IBAN-like), spaces and dashes allowed for readability. */
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,40}$/, 'validation.accountNumber'),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const withdrawSettingsResponseSchema = z
  .object({
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    minimumMinor: minorUnitsSchema,
    maximumMinor: minorUnitsSchema,
    dailyCount: z.number().int(),
    /** Requests left today (brand-local day). */
    remainingToday: z.number().int(),
    autoConfirmMinutes: z.number().int(),
    feeFlatMinor: minorUnitsSchema,
    feeBasisPoints: z.number().int(),
    /** The receiving account used last, offered again. */
    lastAccount: receivingAccountSchema.nullable(),
    /** A paid withdrawal waits for the member's answer; a new one is refused until then. */
    awaitingConfirmation: z.boolean(),
  })
  .meta({ id: 'WithdrawSettings' });
export type WithdrawSettingsResponse = z.infer<typeof withdrawSettingsResponseSchema>;

export const withdrawCreateRequestSchema = receivingAccountSchema.extend({
  /** Idempotency key: a retry with the same id returns the first withdrawal. */
  requestId: z.string().uuid(),
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(128),
});
export type WithdrawCreateRequest = z.infer<typeof withdrawCreateRequestSchema>;

export const withdrawalSchema = z
  .object({
    id: z.string(),
    /** The number the member quotes (WD…); the account record names the withdrawal by it too. */
    orderNumber: z.string(),
    status: withdrawalStatusSchema,
    amountMinor: minorUnitsSchema,
    feeMinor: minorUnitsSchema,
    /** What the member should receive: amount less fee. */
    payoutMinor: minorUnitsSchema,
    bankName: z.string(),
    accountHolder: z.string(),
    accountNumber: z.string(),
    rejectionReason: z.string().nullable(),
    /** Rejected because the member cancelled it (issue 20, where the profile allows a reversal). */
    cancelledByMember: z.boolean(),
    payoutReference: z.string().nullable(),
    receivedMinor: minorUnitsSchema.nullable(),
    remainderMinor: minorUnitsSchema.nullable(),
    forced: z.boolean(),
    resolution: z.enum(['refund', 'dismiss']).nullable(),
    refundMinor: minorUnitsSchema.nullable(),
    resolutionReason: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    /** For a paid withdrawal: when it will count as received without an answer. */
    autoConfirmAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    proofImageIds: z.array(z.string()).max(3),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const withdrawListQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type WithdrawListQuery = z.infer<typeof withdrawListQuerySchema>;

export const withdrawListResponseSchema = z
  .object({
    withdrawals: z.array(withdrawalSchema).max(50),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'WithdrawList' });
export type WithdrawListResponse = z.infer<typeof withdrawListResponseSchema>;

export const withdrawalIdParamsSchema = z.object({ id: z.string().uuid() });

/** The member's answer to a paid withdrawal; "not received" goes as a multipart form with proof images. */
export const withdrawConfirmRequestSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('received') }),
  z.object({ outcome: z.literal('partly_received'), amountReceived: amountInputSchema }),
]);
export type WithdrawConfirmRequest = z.infer<typeof withdrawConfirmRequestSchema>;

/** Plain fields of the not-received form (beside up to 3 `proof` images). */
export const withdrawNotReceivedFieldsSchema = z.object({
  note: z.string().trim().max(500).optional(),
});

// ---------------------------------------------------------------------------------------------------
// Back office.

export const withdrawalQueueFilters = ['claims', ...withdrawalStatuses] as const;

export const adminWithdrawalsQuerySchema = pageQuerySchema.extend({
  /** A status, or `claims` for not received and partly received together. */
  status: z.enum(withdrawalQueueFilters).optional(),
  /** Member account name (exact, case-insensitive). */
  member: z.string().trim().min(1).max(64).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type AdminWithdrawalsQuery = z.infer<typeof adminWithdrawalsQuerySchema>;

export const adminWithdrawalSchema = withdrawalSchema.extend({
  memberId: z.string(),
  memberAccount: z.string(),
  decidedByName: z.string().nullable(),
  paidByName: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  claimNote: z.string().nullable(),
  /** A ledger step is owed after a crash; the sweeper finishes it. */
  ledgerStepPending: z.boolean(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalsResponseSchema = z
  .object({
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    gmtOffsetMinutes: z.number().int(),
    withdrawals: z.array(adminWithdrawalSchema).max(100),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminWithdrawals' });
export type AdminWithdrawalsResponse = z.infer<typeof adminWithdrawalsResponseSchema>;

export const withdrawalEventSchema = z.object({
  fromStatus: withdrawalStatusSchema.nullable(),
  toStatus: withdrawalStatusSchema,
  actorType: z.enum(['member', 'staff', 'system']),
  actorName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type WithdrawalEvent = z.infer<typeof withdrawalEventSchema>;

export const adminWithdrawalDetailSchema = z
  .object({
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    gmtOffsetMinutes: z.number().int(),
    withdrawal: adminWithdrawalSchema,
    events: z.array(withdrawalEventSchema).max(100),
  })
  .meta({ id: 'AdminWithdrawalDetail' });
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetailSchema>;

const staffReasonSchema = z.string().trim().min(3).max(500);

export const adminWithdrawalDecisionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), reason: staffReasonSchema }),
  z.object({ action: z.literal('reject'), reason: staffReasonSchema }),
  z.object({
    action: z.literal('markPaid'),
    reason: staffReasonSchema,
    payoutReference: z.string().trim().min(1).max(100),
  }),
  z.object({
    action: z.literal('resolveRefund'),
    reason: staffReasonSchema,
    /** At most the claimed amount (the remainder, or everything paid out for not received). */
    refundAmount: amountInputSchema,
  }),
  z.object({ action: z.literal('resolveDismiss'), reason: staffReasonSchema }),
]);
export type AdminWithdrawalDecision = z.infer<typeof adminWithdrawalDecisionSchema>;
