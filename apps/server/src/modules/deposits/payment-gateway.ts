import {
  type PaymentCloseResponse,
  type PaymentNotification,
  paymentCloseResponseSchema,
  paymentNotificationSchema,
} from '@gaming/contracts/deposits';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { hasValidSignature, signedHeaders } from './gateway-protocol.js';

export type CreatePaymentInput = {
  /** Our deposit id: the gateway is idempotent on it, so a retried create returns the same payment. */
  merchantOrderId: string;
  amountMinor: bigint;
  currency: string;
  /** Where the gateway POSTs the signed asynchronous notification. */
  notifyUrl: string;
  /** Where the gateway's page sends the member back to. */
  returnUrl: string;
};

export type CreatedPayment = { gatewayPaymentId: string; payUrl: string };

export type VerifiedNotification = PaymentNotification & { amount: bigint };

/** The port every payment gateway adapter implements. */
export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Closes our order's payment if it is still unpaid, so it can no longer be paid; answers what the
   * gateway decided (paid or failed before the close, or closed). Idempotent; throws service_unavailable
   * when the gateway cannot say.
   */
  closePayment(merchantOrderId: string): Promise<PaymentCloseResponse>;
  /** The notification, once its signature and timestamp are checked; throws signature_invalid otherwise. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): VerifiedNotification;
}

const createResponseSchema = z.object({
  paymentId: z.string().min(1).max(100),
  // Absolute http(s), or root-relative for a gateway served from the site's own origin (the simulator).
  payUrl: z
    .string()
    .max(1000)
    .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/),
});

const requestTimeoutMs = 10_000;

/**
 * A generic gateway signed with HMAC-SHA256: POST {baseUrl}/payments with a signed JSON body; the gateway
 * answers with its payment id and the page where the member pays, and later POSTs a signed notification;
 * POST {baseUrl}/payments/close closes a payment left unpaid.
 */
export class HmacPaymentGateway implements PaymentGateway {
  constructor(
    private readonly config: { baseUrl: string; merchantId: string; secret: string },
    private readonly now: () => number = Date.now,
  ) {}

  /** A signed POST of a JSON body to {baseUrl}{path}; the answer must match the schema. */
  private async signedPost<Answer>(
    path: string,
    fields: Record<string, string>,
    schema: z.ZodType<Answer>,
    refusal: string,
  ): Promise<Answer> {
    const body = JSON.stringify({ merchantId: this.config.merchantId, ...fields });
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: signedHeaders(this.config.secret, body, this.now()),
        body,
        signal: AbortSignal.timeout(requestTimeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new AppError('service_unavailable', 'The payment gateway cannot be reached.');
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success)
      throw new AppError('service_unavailable', `${refusal} (HTTP ${response.status}).`);
    return parsed.data;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const answer = await this.signedPost(
      '/payments',
      {
        merchantOrderId: input.merchantOrderId,
        amountMinor: input.amountMinor.toString(),
        currency: input.currency,
        notifyUrl: input.notifyUrl,
        returnUrl: input.returnUrl,
      },
      createResponseSchema,
      'The payment gateway refused the payment',
    );
    return { gatewayPaymentId: answer.paymentId, payUrl: answer.payUrl };
  }

  closePayment(merchantOrderId: string): Promise<PaymentCloseResponse> {
    return this.signedPost(
      '/payments/close',
      { merchantOrderId },
      paymentCloseResponseSchema,
      'The payment gateway did not close the payment',
    );
  }

  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): VerifiedNotification {
    if (!hasValidSignature(this.config.secret, headers, rawBody, this.now()))
      throw new AppError('signature_invalid');
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError('bad_request', 'The notification is not JSON.');
    }
    const parsed = paymentNotificationSchema.safeParse(json);
    if (!parsed.success || parsed.data.merchantId !== this.config.merchantId)
      throw new AppError('validation_failed', 'The notification does not have the expected fields.');
    return { ...parsed.data, amount: BigInt(parsed.data.amountMinor) };
  }
}
