import { z } from 'zod';

/**
 * The seamless wallet protocol a game vendor speaks to us (and apps/vendor-sim speaks as a vendor): JSON
 * POSTs to /api/vendors/:vendorCode/wallet/<action>, signed with HMAC-SHA256 over `timestamp.rawBody`
 * under the vendor's secret, in the two headers below; a timestamp more than 5 minutes off is refused.
 * Every money call carries the vendor's own transaction id: a repeat gets the first answer back,
 * byte for byte, and moves no money. Protocol errors (insufficient funds …) are HTTP 200 with
 * `status: 'error'`; only a bad signature (401) or an unknown vendor (404) is an HTTP error.
 */
export const vendorSignatureHeaders = {
  timestamp: 'x-vendor-timestamp',
  signature: 'x-vendor-signature',
} as const;

export const vendorWalletActions = ['authenticate', 'balance', 'bet', 'win', 'refund', 'end-round'] as const;
export type VendorWalletAction = (typeof vendorWalletActions)[number];

export const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{2,16}$/);
/** The opaque session token a launch gave the vendor (43 base64url characters). */
export const vendorTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const vendorIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
/** A positive or zero amount in minor units, as a decimal string (never a float). */
const amountSchema = z.string().regex(/^\d{1,16}$/);

export const vendorCallbackParamsSchema = z.object({ vendorCode: vendorCodeSchema });

export const vendorAuthenticateRequestSchema = z.object({ token: vendorTokenSchema });

const playerCallbackSchema = z.object({
  token: vendorTokenSchema,
  /** The player id the authenticate answer gave. */
  playerId: vendorIdSchema,
});

export const vendorBalanceRequestSchema = playerCallbackSchema;

export const vendorBetRequestSchema = playerCallbackSchema.extend({
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
  amountMinor: amountSchema,
});

export const vendorWinRequestSchema = vendorBetRequestSchema.extend({
  /** The round ends with this win (no more bets or wins). */
  endRound: z.boolean().default(false),
});

export const vendorRefundRequestSchema = playerCallbackSchema.extend({
  transactionId: vendorIdSchema,
  /** The bet to roll back; we refund what that bet debited (nothing when we never saw it). */
  betTransactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
});

export const vendorEndRoundRequestSchema = playerCallbackSchema.extend({
  transactionId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
});

export const vendorProtocolErrorCodes = [
  'invalid_token',
  'token_expired',
  'player_mismatch',
  'currency_mismatch',
  'insufficient_funds',
  /** A bet whose rollback arrived first: refused, never debited. */
  'bet_rolled_back',
  /**
   * A bet or win for a round already settled, a win for a round whose bet was rolled back, or a refund
   * once its round has settled or paid a win (a refund never keeps a win: the round's result stands).
   * Final: kept under the transaction id.
   */
  'round_closed',
  /** The same transaction id with different fields. */
  'transaction_conflict',
  /**
   * A bet (or authenticate, balance) after the member's site session ended (logout, lock, password
   * change, staff action) or while the member may not play; wins, refunds and round ends of rounds
   * already open are still accepted. Not kept: a new launch gives a new token.
   */
  'player_blocked',
  /** A win for a round with no bet: refused, nothing moved, not kept (send the bet, then retry the win). */
  'bet_not_found',
  /**
   * The bet would pass the member's wager or loss limit (responsible gaming, issue 20): refused, nothing
   * moved, not kept (a smaller bet, or the next period, may pass). Handle it like player_blocked.
   */
  'play_limit_reached',
] as const;
export type VendorProtocolErrorCode = (typeof vendorProtocolErrorCodes)[number];

export const vendorCallbackResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    /** The member's available balance after this call, in minor units. */
    balanceMinor: z.string(),
    currency: z.string(),
    playerId: z.string().optional(),
    transactionId: z.string().optional(),
  }),
  z.object({
    status: z.literal('error'),
    code: z.enum(vendorProtocolErrorCodes),
    message: z.string(),
    balanceMinor: z.string().optional(),
    currency: z.string().optional(),
    transactionId: z.string().optional(),
  }),
]);
export type VendorCallbackResponse = z.infer<typeof vendorCallbackResponseSchema>;
