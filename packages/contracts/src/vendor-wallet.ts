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
  balanceMinor: minorUnitsSchema,
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
    /** Main wallet plus every vendor wallet. */
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
  })
  .meta({ id: 'RecallAll' });
