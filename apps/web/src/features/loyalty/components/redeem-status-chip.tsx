import type { RedeemStatus } from '@gaming/contracts/points-mall';
import { useTranslation } from 'react-i18next';

const statusClass: Record<RedeemStatus, string> = {
  in_process: 'bg-warning-surface text-warning',
  approved: 'border border-success/50 text-success',
  rejected: 'bg-danger-surface text-danger',
};

/** A redeem's state of spec §4: in process, approved, rejected. */
export function RedeemStatusChip({ status }: { status: RedeemStatus }) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <span
      data-testid="redeem-status"
      data-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap ${statusClass[status]}`}
    >
      {t(`history.statuses.${status}`)}
    </span>
  );
}
