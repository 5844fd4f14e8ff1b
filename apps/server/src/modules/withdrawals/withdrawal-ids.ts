import { derivedUuid } from '../../platform/derived-id.js';

export type WithdrawalLedgerStepName = 'hold' | 'void' | 'post' | 'fee' | 'refund';

/**
 * The ledger transfer id of one step of one withdrawal: a UUID-shaped SHA-256 of "withdrawal:<id>:<step>".
 * The same step always gets the same id, so running it again (a retry, the sweeper after a crash, two
 * staff clicking at once) is answered by the ledger with the first result instead of moving money twice.
 */
export function withdrawalTransferId(withdrawalId: string, step: WithdrawalLedgerStepName): string {
  return derivedUuid(`withdrawal:${withdrawalId}:${step}`);
}
