import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 request signing shared by every signed exchange with an outside system (payment gateways,
 * game vendors): a unix timestamp and a hex HMAC-SHA256 of `timestamp.rawBody` under a shared secret,
 * in two headers whose names each protocol chooses. The exact bytes are signed, so the receiver must
 * verify before parsing.
 */
export const signatureToleranceSeconds = 5 * 60;

export type SignatureHeaderNames = { timestamp: string; signature: string };

export function signBody(secret: string, timestampSeconds: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
}

/** Headers for a signed JSON body. */
export function signedHeaders(
  names: SignatureHeaderNames,
  secret: string,
  rawBody: string,
  nowMs = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [names.timestamp]: String(timestamp),
    [names.signature]: signBody(secret, timestamp, rawBody),
  };
}

function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * True when the signature matches and the timestamp is within ±5 minutes of now (a replayed capture
 * older than that is refused; a replay within it is harmless because receivers are idempotent).
 */
export function hasValidSignature(
  names: SignatureHeaderNames,
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  nowMs = Date.now(),
): boolean {
  const timestampText = headerValue(headers, names.timestamp);
  const signature = headerValue(headers, names.signature);
  if (!timestampText || !signature || !/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/i.test(signature))
    return false;
  const timestamp = Number(timestampText);
  if (Math.abs(nowMs / 1000 - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
