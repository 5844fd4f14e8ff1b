import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (sha256, formatted with version 5 and the RFC 4122 variant): the ledger
 * transfer of a business step always has the same id, so re-running the step after a crash or a race
 * replays the first transfer instead of moving the money again.
 */
export function derivedUuid(name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
