import type { WithdrawalStatus } from '@gaming/contracts/withdrawals';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<WithdrawalStatus, BadgeTone> = {
  holding: 'neutral',
  failed: 'neutral',
  pending: 'info',
  approved: 'info',
  paid: 'warning',
  completed: 'success',
  refunded: 'success',
  rejected: 'danger',
  partly_received: 'danger',
  not_received: 'danger',
};

export function WithdrawalStatusBadge({ status, forced }: { status: WithdrawalStatus; forced?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} value={status} testId="withdrawal-status">
      {forced ? t('withdrawals.statuses.forced') : t(`withdrawals.statuses.${status}`)}
    </Badge>
  );
}
