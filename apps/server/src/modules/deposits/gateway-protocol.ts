import { gatewaySignatureHeaders } from '@gaming/contracts/deposits';
import * as signed from '../../platform/signed-body.js';

/**
 * The generic HMAC-SHA256 gateway protocol, both directions: a request or notification carries a unix
 * timestamp and a hex HMAC-SHA256 of `timestamp.rawBody` under the merchant's shared secret, in the
 * x-gateway-* headers (platform/signed-body.ts does the signing for every signed protocol).
 */
export const signatureToleranceSeconds = signed.signatureToleranceSeconds;
export const signBody = signed.signBody;

/** Headers for a signed JSON body. */
export function signedHeaders(secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  return signed.signedHeaders(gatewaySignatureHeaders, secret, rawBody, nowMs);
}

/** True when the signature matches and the timestamp is within ±5 minutes of now. */
export function hasValidSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  nowMs = Date.now(),
): boolean {
  return signed.hasValidSignature(gatewaySignatureHeaders, secret, headers, rawBody, nowMs);
}
