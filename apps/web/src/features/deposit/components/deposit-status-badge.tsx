import type { MemberDepositStatus } from '@gaming/contracts/deposits';
import { useTranslation } from 'react-i18next';

const tones: Record<MemberDepositStatus, string> = {
  pending: 'bg-warning-surface text-warning',
  credited: 'bg-surface-3 text-success',
  rejected: 'bg-danger-surface text-danger',
  failed: 'bg-danger-surface text-danger',
};

export function DepositStatusBadge({ status, testId }: { status: MemberDepositStatus; testId?: string }) {
  const { t } = useTranslation(['deposit', 'common']);
  return (
    <span
      data-testid={testId}
      data-status={status}
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
