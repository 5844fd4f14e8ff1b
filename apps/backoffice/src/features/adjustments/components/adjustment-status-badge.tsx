import type { AdjustmentStatus } from '@gaming/contracts/adjustments';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<AdjustmentStatus, BadgeTone> = {
  pending_approval: 'warning',
  approved: 'info',
  applied: 'success',
  rejected: 'neutral',
  failed: 'danger',
};

export function AdjustmentStatusBadge({ status }: { status: AdjustmentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} value={status} testId="adjustment-status">
      {t(`adjustments.statuses.${status}`)}
    </Badge>
  );
}
