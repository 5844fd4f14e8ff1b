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
/**
 * What happened, as the member sees it: one business event per entry (a withdrawal's request, then its
 * outcome; a deposit; a game round's bets and wins together), labelled by clients `records.events.<event>`.
 */
export const accountRecordEvents = [
  'deposit',
  'withdrawal_requested',
  'withdrawal_paid',
  'withdrawal_returned',
  'withdrawal_refunded',
  'transfer_to_upline',
  'transfer_from_downline',
  'transfer_to_downline',
  'transfer_from_upline',
  'vendor_transfer_in',
  'vendor_transfer_returned',
  'vendor_transfer_out',
  'game_round',
  'bonus',
  'rebate',
  'adjustment_credit',
  'adjustment_debit',
  // Agent contracts (issue 15): a settled window received by its holder, or paid by the offering agent.
  'agent_salary_received',
  'agent_salary_paid',
  'agent_dividend_received',
  'agent_dividend_paid',
  'other',
] as const;
export type AccountRecordEvent = (typeof accountRecordEvents)[number];

export const accountRecordSchema = z.object({
  /** A key for the entry; not a reference to show or quote. */
  id: z.string(),
  /** The reason code of the entry's ledger lines (deposit, withdrawal, bet, ...); the type filter uses it. */
  type: z.string(),
  event: z.enum(accountRecordEvents),
  /** Signed change of what can be spent: positive when money came in; 0 when a held amount was paid out. */
  amountMinor: minorUnitsSchema,
  /** The amount the event concerns, unsigned (a paid withdrawal's payout, a round's bets and wins moved). */
  movedMinor: minorUnitsSchema,
  /** What could be spent right after it (the balance less money held for pending withdrawals). */
  balanceAfterMinor: minorUnitsSchema,
  /**
   * posted: done; pending: money still held (a withdrawal not yet decided); posted_hold / released_hold:
   * the outcome of a hold (paid out, or given back).
   */
  status: z.enum(['posted', 'pending', 'posted_hold', 'released_hold']),
  /** The number a member can quote (a withdrawal's or deposit's order number), or null. */
  reference: z.string().nullable(),
  /** What it concerns in words: a game's name, a vendor's name, the other member's account. */
  subject: z.string().nullable(),
  /** A game round's bets (less refunds) and wins; null for other events. */
  round: z.object({ stakeMinor: minorUnitsSchema, winMinor: minorUnitsSchema }).nullable(),
  /** ISO instant; clients show it as yyyy-MM-dd HH:mm:ss in the brand's GMT offset. */
  createdAt: z.string(),
});
export const accountRecordsResponseSchema = z
  .object({
    records: z.array(accountRecordSchema).max(100),
    pageInfo: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'AccountRecords' });
