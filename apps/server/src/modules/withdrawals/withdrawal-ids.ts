import { createHash } from 'node:crypto';

export type WithdrawalLedgerStepName = 'hold' | 'void' | 'post' | 'fee' | 'refund';

/**
 * The ledger transfer id of one step of one withdrawal: a UUID-shaped SHA-256 of "withdrawal:<id>:<step>".
 * The same step always gets the same id, so running it again (a retry, the sweeper after a crash, two
 * staff clicking at once) is answered by the ledger with the first result instead of moving money twice.
 */
export function withdrawalTransferId(withdrawalId: string, step: WithdrawalLedgerStepName): string {
  const hex = createHash('sha256').update(`withdrawal:${withdrawalId}:${step}`).digest('hex');
  // Version 5-style nibble and RFC 4122 variant bits, so the id is a well-formed UUID.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
