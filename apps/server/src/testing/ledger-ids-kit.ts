import { createHash } from 'node:crypto';
import { LedgerIds } from '../platform/derived-id.js';
import { testSecretKey } from './test-app.js';

/** The ledger ids of the test apps (they all run with testSecretKey): tests find a step's transfer by them. */
export const testLedgerIds = new LedgerIds(testSecretKey);

/**
 * The unkeyed id the server derived before issue 13 (sha256 of a predictable name, as a version 5 UUID).
 * Tests use it as an attacker would: to pre-claim the id of a step the old code was about to take.
 */
export function unkeyedDerivedUuid(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
