import type { Withdrawal } from '@gaming/contracts/withdrawals';

/**
 * Whether "Cancel withdrawal" is offered: the server cancels only a pending withdrawal, and only where the
 * jurisdiction profile allows a reversal. While the profile is unknown (loading, failed) nothing is offered,
 * so a member under a profile that forbids it never sees a button that can only be refused.
 */
export function canCancelWithdrawal(
  withdrawal: Pick<Withdrawal, 'status'>,
  gameRules: { withdrawalReversal: boolean } | undefined,
): boolean {
  return withdrawal.status === 'pending' && gameRules?.withdrawalReversal === true;
}
