import { randomBytes } from 'node:crypto';
import type { GatewayDepositReason, PaymentCloseResponse } from '@gaming/contracts/deposits';
import { z } from 'zod';
import { hasValidSignature, signedHeaders } from '../deposits/gateway-protocol.js';
import { simulatorMerchantSecret } from './simulator-secret.js';

/**
 * A local stand-in for an external payment gateway, speaking the generic HMAC-SHA256 protocol: it takes
 * signed create-payment calls, shows a payment page, and POSTs a signed notification to the merchant's
 * notify URL over real HTTP, with bounded retries, as real gateways do. Its payments live in memory
 * (a development tool for one process); a restart forgets them, and the merchant's expiry job then closes
 * their deposits as unpaid.
 */
export type SimulatedPayment = {
  id: string;
  merchantId: string;
  merchantOrderId: string;
  amountMinor: string;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
  /** 'closed': the merchant closed it unpaid (it expired); it can no longer be paid. */
  status: 'awaiting' | 'paid' | 'failed' | 'closed';
  deliveries: Array<{ at: string; result: string }>;
  delivering: number;
};

export type SimulatorLogger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

const createRequestSchema = z.object({
  merchantId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  merchantOrderId: z.string().min(1).max(100),
  amountMinor: z.string().regex(/^\d{1,16}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  notifyUrl: z.string().regex(/^https?:\/\/\S{1,500}$/),
  returnUrl: z.string().max(500),
});

const closeRequestSchema = z.object({
  merchantId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  merchantOrderId: z.string().min(1).max(100),
});

const maximumPayments = 10_000;
const declinedReason: GatewayDepositReason = 'declined_by_payer';
const retryDelaysMs = [0, 500, 1_000, 2_000, 4_000, 8_000];
const maximumDeliveriesShown = 20;
const deliveryTimeoutMs = 10_000;

export class SimulatorError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export class GatewaySimulator {
  private readonly payments = new Map<string, SimulatedPayment>();
  private readonly byOrder = new Map<string, string>();

  constructor(
    private readonly secretKey: Buffer,
    private readonly log: SimulatorLogger,
    private readonly retryDelays: readonly number[] = retryDelaysMs,
  ) {}

  private secretFor(merchantId: string): string {
    return simulatorMerchantSecret(this.secretKey, merchantId);
  }

  /** A merchant's signed call: JSON with the given fields, signed with that merchant's secret. */
  private signedRequest<Request extends { merchantId: string }>(
    schema: z.ZodType<Request>,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Request {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new SimulatorError(400, 'not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SimulatorError(400, 'bad fields');
    if (!hasValidSignature(this.secretFor(parsed.data.merchantId), headers, rawBody))
      throw new SimulatorError(401, 'signature invalid');
    return parsed.data;
  }

  private byOrderKey(orderKey: string): SimulatedPayment | undefined {
    const known = this.byOrder.get(orderKey);
    return known ? this.payments.get(known) : undefined;
  }

  /** The merchant's signed create call; idempotent on (merchant, order id). */
  createPayment(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): SimulatedPayment {
    const request = this.signedRequest(createRequestSchema, headers, rawBody);
    const orderKey = `${request.merchantId}:${request.merchantOrderId}`;
    const existing = this.byOrderKey(orderKey);
    if (existing) {
      if (existing.status === 'closed') throw new SimulatorError(409, 'order closed');
      if (existing.amountMinor !== request.amountMinor) throw new SimulatorError(409, 'order id reused');
      return existing;
    }
    const payment: SimulatedPayment = {
      id: `sim_${randomBytes(12).toString('hex')}`,
      ...request,
      status: 'awaiting',
      deliveries: [],
      delivering: 0,
    };
    this.remember(orderKey, payment);
    return payment;
  }

  private remember(orderKey: string, payment: SimulatedPayment): void {
    if (this.payments.size >= maximumPayments) {
      const oldest = this.payments.values().next().value;
      if (oldest) {
        this.payments.delete(oldest.id);
        this.byOrder.delete(`${oldest.merchantId}:${oldest.merchantOrderId}`);
      }
    }
    this.payments.set(payment.id, payment);
    this.byOrder.set(orderKey, payment.id);
  }

  /**
   * The merchant's signed close call for an unpaid order: an awaiting payment closes; a decided one keeps
   * its decision; an order never created is remembered closed, so a late create for it is refused.
   */
  closePayment(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): PaymentCloseResponse {
    const request = this.signedRequest(closeRequestSchema, headers, rawBody);
    const orderKey = `${request.merchantId}:${request.merchantOrderId}`;
    const existing = this.byOrderKey(orderKey);
    if (!existing) {
      // Kept among the payments (and evicted with them), so a late create for this order is refused.
      this.remember(orderKey, {
        id: `sim_${randomBytes(12).toString('hex')}`,
        ...request,
        amountMinor: '0',
        currency: 'XXX',
        notifyUrl: '',
        returnUrl: '',
        status: 'closed',
        deliveries: [],
        delivering: 0,
      });
      return { paymentId: null, status: 'closed', amountMinor: null, currency: null };
    }
    if (existing.status === 'awaiting') existing.status = 'closed';
    return {
      paymentId: existing.id,
      status: existing.status,
      amountMinor: existing.amountMinor,
      currency: existing.currency,
    };
  }

  find(id: string): SimulatedPayment | undefined {
    return this.payments.get(id);
  }

  /** The payer's choice on the page; the first choice stands. Sends the notification. */
  decide(id: string, outcome: 'paid' | 'failed'): SimulatedPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new SimulatorError(404, 'no such payment');
    if (payment.status === 'awaiting') {
      payment.status = outcome;
      void this.deliver(payment);
    }
    return payment;
  }

  /** Sends the notification again, twice at once: a duplicate the merchant must absorb. */
  resend(id: string): SimulatedPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new SimulatorError(404, 'no such payment');
    if (payment.status === 'paid' || payment.status === 'failed') {
      void this.deliver(payment);
      void this.deliver(payment);
    }
    return payment;
  }

  private notificationBody(payment: SimulatedPayment): string {
    return JSON.stringify({
      paymentId: payment.id,
      merchantId: payment.merchantId,
      merchantOrderId: payment.merchantOrderId,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      ...(payment.status === 'failed' ? { failureReason: declinedReason } : {}),
    });
  }

  private record(payment: SimulatedPayment, result: string): void {
    payment.deliveries.push({ at: new Date().toISOString(), result });
    if (payment.deliveries.length > maximumDeliveriesShown) payment.deliveries.shift();
  }

  /** POSTs the signed notification until the merchant answers 2xx, at most a few times with backoff. */
  async deliver(payment: SimulatedPayment): Promise<boolean> {
    payment.delivering += 1;
    try {
      for (const delayMs of this.retryDelays) {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        // Signed at each attempt: the timestamp must be fresh when it arrives.
        const body = this.notificationBody(payment);
        try {
          const response = await fetch(payment.notifyUrl, {
            method: 'POST',
            headers: signedHeaders(this.secretFor(payment.merchantId), body),
            body,
            signal: AbortSignal.timeout(deliveryTimeoutMs),
            redirect: 'error',
          });
          this.record(payment, `HTTP ${response.status}`);
          if (response.ok) return true;
          // A refusal for cause (bad signature, unknown payment) will not change by retrying.
          if (response.status >= 400 && response.status < 500 && response.status !== 429) return false;
        } catch (error) {
          this.record(payment, `error: ${(error as Error).name}`);
        }
      }
      this.log.warn({ paymentId: payment.id }, 'gateway simulator gave up delivering a notification');
      return false;
    } finally {
      payment.delivering -= 1;
    }
  }
}
