import type { PromotionStatus } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<PromotionStatus, BadgeTone> = {
  draft: 'warning',
  published: 'success',
  archived: 'neutral',
};

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} value={status} testId="promotion-status">
      {t(`rewards.promotions.statuses.${status}`)}
    </Badge>
  );
}
