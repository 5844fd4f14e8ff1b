import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The vendor's side of our seamless wallet protocol (packages/contracts/src/vendor-callbacks.ts), written
 * the way an outside vendor would: its own few lines of HMAC, so the protocol is tested from both ends.
 */
export const signatureHeaders = { timestamp: 'x-vendor-timestamp', signature: 'x-vendor-signature' } as const;

/** Each vendor's secret: HMAC of its code under the simulator's shared secret (the server derives the same). */
export function vendorSecret(sharedSecret: string, vendorCode: string): string {
  return createHmac('sha256', sharedSecret).update(`vendor:${vendorCode}`).digest('hex');
}

export function sign(secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return {
    'content-type': 'application/json',
    [signatureHeaders.timestamp]: String(timestamp),
    [signatureHeaders.signature]: signature,
  };
}

/** Checks a request signed with a secret (our admin endpoint), ±5 minutes. */
export function verify(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): boolean {
  const timestamp = headers[signatureHeaders.timestamp];
  const signature = headers[signatureHeaders.signature];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(timestamp))
    return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * A transfer-mode launch carries no wallet token: the operator vouches for the player with a ticket, an
 * HMAC under the vendor's secret over vendor, game, player, currency and expiry (the server computes the
 * same in modules/vendors/simulator-adapter.ts).
 */
export function launchTicket(
  secret: string,
  fields: { vendorCode: string; gameCode: string; playerId: string; currency: string; expiresAt: number },
): string {
  return createHmac('sha256', secret)
    .update(
      `launch:${fields.vendorCode}:${fields.gameCode}:${fields.playerId}:${fields.currency}:${fields.expiresAt}`,
    )
    .digest('hex');
}

export function isValidLaunchTicket(
  secret: string,
  fields: { vendorCode: string; gameCode: string; playerId: string; currency: string; expiresAt: number },
  ticket: string,
  nowMs = Date.now(),
): boolean {
  if (!/^[0-9a-f]{64}$/.test(ticket) || fields.expiresAt * 1000 < nowMs) return false;
  return timingSafeEqual(Buffer.from(launchTicket(secret, fields), 'hex'), Buffer.from(ticket, 'hex'));
}

export type CallbackAnswer =
  | { status: 'ok'; balanceMinor: string; currency: string; playerId?: string; transactionId?: string }
  | { status: 'error'; code: string; message: string; balanceMinor?: string; currency?: string };

export type Exchange = {
  at: string;
  vendorCode: string;
  action: string;
  request: Record<string, unknown>;
  httpStatus: number | null;
  answer: string;
  note?: string;
};

/** Calls our wallet (the operator's) like a vendor: signed JSON POSTs, with a timeout. */
export class WalletClient {
  readonly exchanges: Exchange[] = [];

  constructor(
    private readonly walletUrl: string,
    private readonly sharedSecret: string,
  ) {}

  async call(
    vendorCode: string,
    action: string,
    request: Record<string, unknown>,
    options: { timeoutMs?: number; note?: string } = {},
  ): Promise<{ httpStatus: number; body: string; answer: CallbackAnswer }> {
    const rawBody = JSON.stringify(request);
    const exchange: Exchange = {
      at: new Date().toISOString(),
      vendorCode,
      action,
      request,
      httpStatus: null,
      answer: '',
      ...(options.note ? { note: options.note } : {}),
    };
    this.exchanges.push(exchange);
    if (this.exchanges.length > 500) this.exchanges.splice(0, this.exchanges.length - 500);
    const response = await fetch(`${this.walletUrl}/api/vendors/${vendorCode}/wallet/${action}`, {
      method: 'POST',
      headers: sign(vendorSecret(this.sharedSecret, vendorCode), rawBody),
      body: rawBody,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = await response.text();
    exchange.httpStatus = response.status;
    exchange.answer = body;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    let answer: CallbackAnswer;
    if (response.status === 200 && parsed && typeof parsed === 'object' && 'status' in parsed) {
      answer = parsed as CallbackAnswer;
    } else {
      // The operator's HTTP errors ({ error: { code } }): a bad signature, an unknown vendor.
      const code =
        (parsed as { error?: { code?: string } } | undefined)?.error?.code ?? `http_${response.status}`;
      answer = { status: 'error', code, message: body.slice(0, 200) };
    }
    return { httpStatus: response.status, body, answer };
  }
}
