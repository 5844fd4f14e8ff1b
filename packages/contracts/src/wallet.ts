import { z } from 'zod';

/** Money on the wire: integer minor units as a decimal string ("12345" = 123.45 with 2 decimals). */
export const minorUnitsSchema = z.string().regex(/^-?\d{1,19}$/);

/**
 * An amount a person types: digits with at most the currency's decimals, no sign, no exponent. The
 * server converts it to minor units with the brand's decimals and refuses more precision than that.
 */
export const amountInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,4})?$/, 'validation.amount');

export const balanceResponseSchema = z
  .object({
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    /** Posted balance. */
    balanceMinor: minorUnitsSchema,
    /** What can be spent now: the balance less money held for pending withdrawals. */
    availableMinor: minorUnitsSchema,
    heldMinor: minorUnitsSchema,
  })
  .meta({ id: 'Balance' });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

export const merchantWalletResponseSchema = z
  .object({ isSingle: z.boolean() })
  .meta({ id: 'MerchantWallet' });

export const memberTransferRequestSchema = z.object({
  /** Idempotency key: a retry with the same id returns the first result. */
  requestId: z.string().uuid(),
  amount: amountInputSchema,
  paymentPassword: z.string().min(1).max(128),
  /** For a transfer to a downline member: their account name. */
  downlineAccount: z.string().trim().min(1).max(64).optional(),
});
/** Asked before the transfer form shows: a member without an upline is told so at once. */
export const transferUplineStatusResponseSchema = z
  .object({ hasUpline: z.boolean() })
  .meta({ id: 'TransferUplineStatus' });

export const memberTransferResponseSchema = z.object({
  transferId: z.string(),
  amountMinor: minorUnitsSchema,
  balanceAfterMinor: minorUnitsSchema,
  counterpartAccount: z.string(),
});

export const accountRecordsQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  type: z
    .string()
    .regex(/^[a-z][a-z0-9_]{1,39}$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const accountRecordSchema = z.object({
  id: z.string(),
  /** The reason code: deposit, withdrawal, bet, win, transfer_upline, ... (translated by clients). */
  type: z.string(),
  /** Signed: positive when money came in. */
  amountMinor: minorUnitsSchema,
  balanceAfterMinor: minorUnitsSchema,
  status: z.enum(['posted', 'pending', 'posted_hold', 'released_hold']),
  reference: z.string().nullable(),
  /** ISO instant; clients show it as yyyy-MM-dd HH:mm:ss in the brand's GMT offset. */
  createdAt: z.string(),
});
export const accountRecordsResponseSchema = z
  .object({
    records: z.array(accountRecordSchema).max(100),
    pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'AccountRecords' });
