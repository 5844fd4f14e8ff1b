import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './staff.js';
import { amountInputSchema, minorUnitsSchema } from './wallet.js';

/** A brand-local calendar day (yyyy-MM-dd), as filters take them. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A ledger reason code (contracts/ledger-codes.ts), as filters take them. */
const ledgerCodeFilterSchema = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/);

/** How the back office formats money and times of this brand. */
export const brandMoneySchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  decimals: z.number().int(),
  /** Minutes east of UTC; times are shown yyyy-MM-dd HH:mm:ss in this offset. */
  gmtOffsetMinutes: z.number().int(),
});
export type BrandMoney = z.infer<typeof brandMoneySchema>;

// ---------------------------------------------------------------------------------------------------
// A member's wallet, as staff see it.

export const adminMemberWalletSchema = z
  .object({
    memberId: z.string(),
    account: z.string(),
    brand: brandMoneySchema,
    /** Posted balance: what the member owns. */
    balanceMinor: minorUnitsSchema,
    /** Held for pending withdrawals (pending debits). */
    heldMinor: minorUnitsSchema,
    /** Posted less held: what the member can spend now. */
    availableMinor: minorUnitsSchema,
  })
  .meta({ id: 'AdminMemberWallet' });
export type AdminMemberWallet = z.infer<typeof adminMemberWalletSchema>;

export const adminWalletLinesQuerySchema = pageQuerySchema.extend({
  from: daySchema.optional(),
  to: daySchema.optional(),
  code: ledgerCodeFilterSchema.optional(),
});
export type AdminWalletLinesQuery = z.infer<typeof adminWalletLinesQuerySchema>;

export const adminWalletLineSchema = z.object({
  /** The ledger transfer id. */
  id: z.string(),
  /** The reason code (deposit, withdrawal, adjustment, bonus, ...). */
  code: z.string(),
  /** From the member's side: credit = money came in, debit = money went out. */
  direction: z.enum(['credit', 'debit']),
  /** Unsigned; the direction says which way. */
  amountMinor: minorUnitsSchema,
  /** The member's posted balance right after this line. */
  balanceAfterMinor: minorUnitsSchema,
  /** posted, a hold (pending), or the post / void that resolved a hold. */
  status: z.enum(['posted', 'pending', 'posted_hold', 'released_hold']),
  referenceType: z.string().nullable(),
  referenceId: z.string().nullable(),
  /** The ledger account on the other side: house, pool:bonus, channel:..., member:<id>:main. */
  counterpartAccountCode: z.string(),
  createdAt: z.string(),
});
export type AdminWalletLine = z.infer<typeof adminWalletLineSchema>;

export const adminWalletLinesResponseSchema = z
  .object({
    brand: brandMoneySchema,
    lines: z.array(adminWalletLineSchema).max(100),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminWalletLines' });
export type AdminWalletLinesResponse = z.infer<typeof adminWalletLinesResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Manual adjustments.

export const adjustmentDirections = ['credit', 'debit'] as const;
/** adjustment: house account <-> member (code adjustment); bonus: bonus pool <-> member (code bonus). */
export const adjustmentKinds = ['adjustment', 'bonus'] as const;
/**
 * pending_approval: above the threshold, waiting for a second staff member; approved: claimed by an
 * approver (or applied at once) and being written to the ledger; applied: the money moved; rejected: a
 * second staff member refused it; failed: the ledger refused it (a debit beyond the member's balance).
 */
export const adjustmentStatuses = ['pending_approval', 'approved', 'applied', 'rejected', 'failed'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];
export type AdjustmentKind = (typeof adjustmentKinds)[number];
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

export const adjustmentReasonSchema = z.string().trim().min(3).max(500);

export const adjustmentCreateRequestSchema = z.object({
  /** Idempotency key: a retry with the same id returns the first result. */
  requestId: z.string().uuid(),
  /** The member's account name (username). */
  memberAccount: z.string().trim().min(1).max(64),
  direction: z.enum(adjustmentDirections),
  kind: z.enum(adjustmentKinds),
  /** A decimal amount in the brand's currency, e.g. "1500.50". */
  amount: amountInputSchema,
  reason: adjustmentReasonSchema,
});
export type AdjustmentCreateRequest = z.infer<typeof adjustmentCreateRequestSchema>;

export const adjustmentRejectRequestSchema = z.object({ reason: adjustmentReasonSchema });

const staffReferenceSchema = z.object({ id: z.string(), username: z.string() });

export const adjustmentSchema = z
  .object({
    id: z.string(),
    memberId: z.string(),
    memberAccount: z.string(),
    direction: z.enum(adjustmentDirections),
    kind: z.enum(adjustmentKinds),
    amountMinor: minorUnitsSchema,
    reason: z.string(),
    status: z.enum(adjustmentStatuses),
    /** The threshold in force when it was requested; above it a second approval was needed. */
    approvalThresholdMinor: minorUnitsSchema,
    needsSecondApproval: z.boolean(),
    requestedBy: staffReferenceSchema,
    requestedAt: z.string(),
    decidedBy: staffReferenceSchema.nullable(),
    decidedAt: z.string().nullable(),
    /** The rejecting staff member's reason. */
    rejectionReason: z.string().nullable(),
    /** Why the ledger refused it (an error code such as insufficient_funds). */
    failureCode: z.string().nullable(),
    transferId: z.string().nullable(),
    appliedAt: z.string().nullable(),
  })
  .meta({ id: 'Adjustment' });
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(adjustmentStatuses).optional(),
  memberAccount: z.string().trim().min(1).max(64).optional(),
  requestedBy: z.string().trim().min(1).max(64).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type AdjustmentListQuery = z.infer<typeof adjustmentListQuerySchema>;

export const adjustmentListResponseSchema = z
  .object({
    brand: brandMoneySchema,
    adjustments: z.array(adjustmentSchema).max(100),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdjustmentList' });
export type AdjustmentListResponse = z.infer<typeof adjustmentListResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// The approval threshold.

/** Stored in the settings table under 'adjustments'; minor units as a decimal string (exact). */
export const adjustmentSettingsValueSchema = z.object({
  approvalThresholdMinor: z.string().regex(/^\d{1,16}$/),
});
export type AdjustmentSettingsValue = z.infer<typeof adjustmentSettingsValueSchema>;

export const adjustmentSettingsResponseSchema = z
  .object({
    brand: brandMoneySchema,
    /** Adjustments above this amount wait for a second staff member; at or below it they apply at once. */
    approvalThresholdMinor: minorUnitsSchema,
  })
  .meta({ id: 'AdjustmentSettings' });
export type AdjustmentSettingsResponse = z.infer<typeof adjustmentSettingsResponseSchema>;

export const adjustmentSettingsUpdateRequestSchema = z.object({
  /** A decimal amount in the brand's currency; 0 means every adjustment needs a second approval. */
  approvalThreshold: amountInputSchema,
});
