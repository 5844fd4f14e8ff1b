import type { CashierNoticeKind } from '@gaming/contracts/live';

export type NoticeTone = 'success' | 'danger' | 'info';

/** How a notice looks: money arrived or a step succeeded, something failed, or plain information. */
export const noticeTone: Record<CashierNoticeKind, NoticeTone> = {
  deposit_credited: 'success',
  deposit_failed: 'danger',
  withdrawal_approved: 'success',
  withdrawal_rejected: 'danger',
  withdrawal_paid: 'success',
  withdrawal_completed: 'success',
  transfer_received: 'success',
  transfer_sent: 'info',
  adjustment_applied: 'info',
};
