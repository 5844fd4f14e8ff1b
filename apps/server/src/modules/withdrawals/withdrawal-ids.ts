import type { LedgerIds } from '../../platform/derived-id.js';

export type WithdrawalLedgerStepName = 'hold' | 'void' | 'post' | 'fee' | 'refund';

/**
 * The ledger transfer id of one step of one withdrawal, keyed with the server's secret (LedgerIds), so the
 * member, who knows the withdrawal's id, cannot take a step's id before the server does. The same step
 * always gets the same id, so running it again (a retry, the sweeper after a crash, two staff clicking at
 * once) is answered by the ledger with the first result instead of moving money twice.
 */
export function withdrawalTransferId(
  ids: LedgerIds,
  withdrawalId: string,
  step: WithdrawalLedgerStepName,
): string {
  return ids.server('withdrawal', withdrawalId, step);
}
