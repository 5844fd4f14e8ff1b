import { z } from 'zod';
import { amountInputSchema, minorUnitsSchema } from './wallet.js';

/** A vendor code as the catalogue spells it (0001_foundation.sql vendors.code). */
export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);

/** At most this many vendor wallets in one reply: a brand carries a few dozen vendors, never more. */
export const maximumVendorWallets = 100;

export const vendorWalletSchema = z.object({
  vendorCode: vendorCodeSchema,
  displayName: z.string(),
  /** active: money moves both ways; maintenance: nothing moves in; disabled: shown only while money is left in it. */
  status: z.enum(['active', 'maintenance', 'disabled']),
  /** What the member has with the vendor: the vendor's own figure when it answered, else our ledger figure. */
  balanceMinor: minorUnitsSchema,
  /** Our side: what the ledger holds for this vendor wallet as of the last settled move. */
  ledgerBalanceMinor: minorUnitsSchema,
  /** The vendor's figure (games played there change it); null when the vendor did not answer in time. */
  vendorBalanceMinor: minorUnitsSchema.nullable(),
  /** A move with this vendor is still being confirmed with it (at most one at a time). */
  transferPending: z.boolean(),
});

export const vendorWalletsResponseSchema = z
  .object({
    /** Single-wallet brands have no vendor wallets: games spend from the main wallet directly. */
    isSingle: z.boolean(),
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    mainBalanceMinor: minorUnitsSchema,
    mainAvailableMinor: minorUnitsSchema,
    vendors: z.array(vendorWalletSchema).max(maximumVendorWallets),
    /** Main wallet plus every vendor wallet (a wallet with a move being confirmed counts its ledger figure). */
    totalMinor: minorUnitsSchema,
  })
  .meta({ id: 'VendorWallets' });
export type VendorWalletsResponse = z.infer<typeof vendorWalletsResponseSchema>;

export const vendorTransferRequestSchema = z.object({
  /** Idempotency key: a retry with the same id returns the first result. */
  requestId: z.string().uuid(),
  vendorCode: vendorCodeSchema,
  amount: amountInputSchema,
  /** in: main wallet to the vendor wallet; out: the vendor wallet back to the main wallet. */
  direction: z.enum(['in', 'out']),
});

export const vendorTransferResponseSchema = z
  .object({
    transferId: z.string(),
    vendorCode: vendorCodeSchema,
    direction: z.enum(['in', 'out']),
    amountMinor: minorUnitsSchema,
    mainBalanceMinor: minorUnitsSchema,
    vendorBalanceMinor: minorUnitsSchema,
    /**
     * completed: the vendor confirmed and both wallets show it. pending (HTTP 202): the vendor's answer
     * was lost; the move is settled (finished or undone, never doubled) once the vendor confirms.
     */
    status: z.enum(['completed', 'pending']),
  })
  .meta({ id: 'VendorTransfer' });

export const recallAllRequestSchema = z.object({
  /** Idempotency key for the whole recall: each vendor's move derives its transfer id from it. */
  requestId: z.string().uuid(),
});

export const recallAllResponseSchema = z
  .object({
    recalled: z
      .array(z.object({ vendorCode: vendorCodeSchema, amountMinor: minorUnitsSchema }))
      .max(maximumVendorWallets),
    totalRecalledMinor: minorUnitsSchema,
    mainBalanceMinor: minorUnitsSchema,
    /**
     * Vendors whose money did not come back this time: pending (a move is still being confirmed) or
     * unavailable (the vendor did not answer or refused; nothing moved).
     */
    unsettled: z
      .array(z.object({ vendorCode: vendorCodeSchema, reason: z.enum(['pending', 'unavailable']) }))
      .max(maximumVendorWallets),
  })
  .meta({ id: 'RecallAll' });
