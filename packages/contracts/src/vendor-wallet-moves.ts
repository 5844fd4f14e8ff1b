import { z } from 'zod';
import { pageInfoSchema } from './staff.js';
import { vendorCodeSchema } from './vendor-wallet.js';
import { minorUnitsSchema } from './wallet.js';

/**
 * Back office: transfer-wallet moves not yet settled (0011_vendor_wallet_transfers.sql), and staff's
 * "check now", which runs the recovery job's pass for one move at once.
 */

/** The recovery job stops asking the vendor about a move after this many passes; staff take over. */
export const vendorMoveRecoveryAttemptLimit = 100;
export const maximumVendorMovePageSize = 100;

export const vendorMoveStates = ['started', 'sent', 'completed', 'failed'] as const;
export const vendorMoveStateSchema = z.enum(vendorMoveStates);
export type VendorMoveState = z.infer<typeof vendorMoveStateSchema>;

/** retrying: the recovery job still asks the vendor; given_up: it reached its attempt limit. */
export const vendorMoveRecoveryFilters = ['retrying', 'given_up'] as const;
export type VendorMoveRecoveryFilter = (typeof vendorMoveRecoveryFilters)[number];

export const adminVendorMoveListQuerySchema = z.object({
  vendor: vendorCodeSchema.optional(),
  recovery: z.enum(vendorMoveRecoveryFilters).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maximumVendorMovePageSize).default(20),
});
export type AdminVendorMoveListQuery = z.infer<typeof adminVendorMoveListQuerySchema>;

export const adminVendorMoveSchema = z
  .object({
    /** Our transfer id: the vendor's idempotency key for the move. */
    id: z.string().uuid(),
    memberId: z.string(),
    memberAccount: z.string(),
    vendorCode: vendorCodeSchema,
    /** in: main wallet to the vendor; out: the vendor back to the main wallet. */
    direction: z.enum(['in', 'out']),
    amountMinor: minorUnitsSchema,
    /** started: the vendor was not called yet; sent: only the vendor's answer decides. */
    state: vendorMoveStateSchema,
    /** Why a failed move failed (not_sent, vendor_refused, insufficient_funds …). */
    failureCode: z.string().nullable(),
    /** Vendor calls and recovery passes so far. */
    attempts: z.number().int(),
    /** The recovery job reached its attempt limit and no longer asks the vendor by itself. */
    isGivenUp: z.boolean(),
    lastError: z.string().nullable(),
    /** When the recovery job asks the vendor next (if it has not given up). */
    nextCheckAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminVendorMove' });
export type AdminVendorMove = z.infer<typeof adminVendorMoveSchema>;

export const adminVendorMoveListResponseSchema = z
  .object({
    currency: z.string(),
    decimals: z.number().int(),
    gmtOffsetMinutes: z.number().int(),
    attemptLimit: z.number().int(),
    moves: z.array(adminVendorMoveSchema).max(maximumVendorMovePageSize),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminVendorMoveList' });
export type AdminVendorMoveListResponse = z.infer<typeof adminVendorMoveListResponseSchema>;

export const adminVendorMoveParamsSchema = z.object({ id: z.string().uuid() });

/**
 * checked: this request asked the vendor and acted on the answer (the move may still be open when the
 * vendor's answer is still unknown). busy: another check of the move (the job or another staff member)
 * took it first. settled: the move was already completed or failed; nothing was done.
 */
export const vendorMoveCheckResults = ['checked', 'busy', 'settled'] as const;
export type VendorMoveCheckResult = (typeof vendorMoveCheckResults)[number];

export const adminVendorMoveCheckResponseSchema = z
  .object({
    result: z.enum(vendorMoveCheckResults),
    move: adminVendorMoveSchema,
  })
  .meta({ id: 'AdminVendorMoveCheck' });
export type AdminVendorMoveCheckResponse = z.infer<typeof adminVendorMoveCheckResponseSchema>;
