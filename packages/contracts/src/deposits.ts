import { z } from 'zod';
import { languageCodes } from './languages.js';
import { amountInputSchema, minorUnitsSchema } from './wallet.js';

/**
 * Deposits (issue 4, item 3): channels staff configure, deposits members make through them (manual bank
 * transfer with proof images, or a payment gateway), and the back office's queue and decisions.
 * Amounts typed by people are decimal strings (amountInputSchema); amounts shown are minor-unit strings.
 */

export const depositChannelTypes = ['manual_bank', 'gateway'] as const;
export type DepositChannelType = (typeof depositChannelTypes)[number];

/** What a member sees: 'crediting' (the short step while the ledger commits) is shown as pending. */
export const memberDepositStatuses = ['pending', 'credited', 'rejected', 'failed'] as const;
export type MemberDepositStatus = (typeof memberDepositStatuses)[number];
export const depositStatuses = ['pending', 'crediting', 'credited', 'rejected', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** How many deposits a member may have waiting at once (a cap against queue flooding). */
export const maxPendingDepositsPerMember = 5;
/**
 * A gateway payment not paid within this many minutes is closed at the gateway (so it can no longer be
 * paid) and its deposit fails as expired; without this an abandoned payment page would count against the
 * member's pending cap forever.
 */
export const gatewayPaymentExpiryMinutes = 30;
/**
 * Reason codes a failed gateway deposit may carry: ours (expired unpaid, failed without a reason) and the
 * gateway simulator's. The site shows them in words; any other reason (staff's, a real gateway's) as written.
 */
export const gatewayDepositReasons = ['expired_unpaid', 'gateway_failed', 'declined_by_payer'] as const;
export type GatewayDepositReason = (typeof gatewayDepositReasons)[number];
export const depositPageSizeLimit = 50;
export const adminDepositPageSizeLimit = 100;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const channelIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);
const uuidSchema = z.string().uuid();
/** Per-language names, e.g. { EN: 'Bank transfer', NE: 'बैंक ट्रान्सफर' }: one for each offered language at most. */
const localizedNamesSchema = z
  .record(z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/), z.string().trim().min(1).max(80))
  .refine(
    (names) => Object.keys(names).length <= languageCodes.length,
    `at most ${languageCodes.length} languages`,
  );

export const depositBankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: z.string().nullable(),
});

export const depositChannelSchema = z
  .object({
    id: z.string(),
    type: z.enum(depositChannelTypes),
    name: z.string(),
    localizedNames: z.record(z.string(), z.string()),
    minAmountMinor: minorUnitsSchema,
    maxAmountMinor: minorUnitsSchema,
    feeBasisPoints: z.number().int(),
    feeFixedMinor: minorUnitsSchema,
    /** manual_bank only: where to send the money. */
    bank: depositBankDetailsSchema.nullable(),
  })
  .meta({ id: 'DepositChannel' });
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositChannelsResponseSchema = z
  .object({
    channels: z.array(depositChannelSchema).max(100),
    currency: z.string(),
    currencySymbol: z.string(),
    decimals: z.number().int(),
    maxPendingDeposits: z.number().int(),
  })
  .meta({ id: 'DepositChannels' });
export type DepositChannelsResponse = z.infer<typeof depositChannelsResponseSchema>;

/** The plain fields of the multipart form of depositCreate; the images go in the field `proof`. */
export const depositCreateFieldsSchema = z.object({
  requestId: uuidSchema,
  channelId: channelIdSchema,
  amount: amountInputSchema,
  note: z.string().trim().max(200).optional(),
});
export type DepositCreateFields = z.infer<typeof depositCreateFieldsSchema>;

export const depositGatewayCreateRequestSchema = z.object({
  requestId: uuidSchema,
  channelId: channelIdSchema,
  amount: amountInputSchema,
});
export type DepositGatewayCreateRequest = z.infer<typeof depositGatewayCreateRequestSchema>;

export const depositSchema = z
  .object({
    id: z.string(),
    /** The number the member quotes (DP…); the account record names the deposit by it too. */
    orderNumber: z.string(),
    channelId: z.string(),
    channelName: z.string(),
    channelLocalizedNames: z.record(z.string(), z.string()),
    type: z.enum(depositChannelTypes),
    status: z.enum(memberDepositStatuses),
    amountMinor: minorUnitsSchema,
    feeMinor: minorUnitsSchema,
    /** What reaches the wallet: amount less fee. */
    creditedAmountMinor: minorUnitsSchema,
    note: z.string().nullable(),
    /** Why it was rejected or failed. */
    reason: z.string().nullable(),
    proofImageIds: z.array(z.string()).max(10),
    /** Gateway deposits still pending: where to pay. */
    payUrl: z.string().nullable(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;

export const depositGatewayCreateResponseSchema = z.object({ deposit: depositSchema, payUrl: z.string() });
export type DepositGatewayCreateResponse = z.infer<typeof depositGatewayCreateResponseSchema>;

export const depositListQuerySchema = z.object({
  status: z.enum(memberDepositStatuses).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(depositPageSizeLimit).default(10),
});
export type DepositListQuery = z.infer<typeof depositListQuerySchema>;

const pageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const depositListResponseSchema = z
  .object({ deposits: z.array(depositSchema).max(depositPageSizeLimit), pageInfo: pageInfoSchema })
  .meta({ id: 'Deposits' });
export type DepositListResponse = z.infer<typeof depositListResponseSchema>;

export const depositIdParamsSchema = z.object({ id: uuidSchema });

// --- Gateway notifications (the generic HMAC-SHA256 gateway protocol) ---

export const gatewaySignatureHeaders = {
  timestamp: 'x-gateway-timestamp',
  signature: 'x-gateway-signature',
} as const;

export const paymentNotifyParamsSchema = z.object({ channelId: channelIdSchema });
export const paymentNotificationSchema = z.object({
  paymentId: z.string().min(1).max(100),
  merchantId: z.string().min(1).max(64),
  merchantOrderId: z.string().min(1).max(100),
  status: z.enum(['paid', 'failed']),
  amountMinor: z.string().regex(/^\d{1,16}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  failureReason: z.string().max(200).optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
/**
 * The gateway's answer to closing an unpaid payment (POST {baseUrl}/payments/close with our order id):
 * 'closed' means it can no longer be paid (or never existed there); 'paid' or 'failed' means it was
 * decided first, and the decision stands.
 */
export const paymentCloseResponseSchema = z.object({
  paymentId: z.string().min(1).max(100).nullable(),
  status: z.enum(['paid', 'failed', 'closed']),
  amountMinor: z
    .string()
    .regex(/^\d{1,16}$/)
    .nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
});
export type PaymentCloseResponse = z.infer<typeof paymentCloseResponseSchema>;
export const paymentNotifyResponseSchema = z.object({ received: z.literal(true) });

// --- Back office ---

export const adminDepositSchema = depositSchema
  .extend({
    status: z.enum(depositStatuses),
    memberId: z.string(),
    memberUsername: z.string(),
    requestId: z.string(),
    currency: z.string(),
    gatewayPaymentId: z.string().nullable(),
    decidedBy: z.string().nullable(),
    /** The brand currency's decimals, to show the minor units. */
    decimals: z.number().int(),
    /** The brand's offset from UTC: staff see times as members do, whatever their own time zone. */
    gmtOffsetMinutes: z.number().int(),
  })
  .meta({ id: 'AdminDeposit' });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

export const adminDepositListQuerySchema = z.object({
  status: z.enum(depositStatuses).optional(),
  channelId: channelIdSchema.optional(),
  member: z.string().trim().min(1).max(64).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(adminDepositPageSizeLimit).default(20),
});
export type AdminDepositListQuery = z.infer<typeof adminDepositListQuerySchema>;

export const adminDepositListResponseSchema = z
  .object({
    deposits: z.array(adminDepositSchema).max(adminDepositPageSizeLimit),
    pageInfo: pageInfoSchema,
  })
  .meta({ id: 'AdminDeposits' });
export type AdminDepositListResponse = z.infer<typeof adminDepositListResponseSchema>;

export const adminDepositApproveRequestSchema = z.object({ note: z.string().trim().max(500).optional() });
export const adminDepositRejectRequestSchema = z.object({ reason: z.string().trim().min(3).max(500) });

export const adminDepositChannelSchema = depositChannelSchema
  .extend({
    enabled: z.boolean(),
    sortOrder: z.number().int(),
    gateway: z
      .object({
        /** null: the built-in gateway simulator of this server. */
        baseUrl: z.string().nullable(),
        merchantId: z.string(),
        /** Whether a secret is stored; the secret itself is never returned. */
        hasSecret: z.boolean(),
      })
      .nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminDepositChannel' });
export type AdminDepositChannel = z.infer<typeof adminDepositChannelSchema>;

export const adminDepositChannelListResponseSchema = z.object({
  channels: z.array(adminDepositChannelSchema).max(100),
  gatewaySimulatorEnabled: z.boolean(),
  decimals: z.number().int(),
  currencySymbol: z.string(),
});
export type AdminDepositChannelListResponse = z.infer<typeof adminDepositChannelListResponseSchema>;

export const adminDepositChannelRequestSchema = z.object({
  type: z.enum(depositChannelTypes),
  name: z.string().trim().min(1).max(80),
  localizedNames: localizedNamesSchema.default({}),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(-100_000).max(100_000),
  minAmount: amountInputSchema,
  maxAmount: amountInputSchema,
  feeBasisPoints: z.number().int().min(0).max(5000),
  feeFixed: amountInputSchema,
  bank: z
    .object({
      bankName: z.string().trim().min(1).max(100),
      accountName: z.string().trim().min(1).max(100),
      accountNumber: z.string().trim().min(1).max(60),
      instructions: z.string().trim().max(1000).nullable().optional(),
    })
    .nullable()
    .optional(),
  gateway: z
    .object({
      baseUrl: z
        .string()
        .trim()
        .regex(/^https?:\/\/\S{1,300}$/)
        .nullable(),
      merchantId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
      /** Write-only; omitted on an edit keeps the stored secret. */
      secret: z.string().min(16).max(200).optional(),
    })
    .nullable()
    .optional(),
});
export type AdminDepositChannelRequest = z.input<typeof adminDepositChannelRequestSchema>;

export const adminDepositChannelParamsSchema = z.object({ id: channelIdSchema });
