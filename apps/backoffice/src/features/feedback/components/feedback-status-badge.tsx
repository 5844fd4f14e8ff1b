import type { FeedbackStatus } from '@gaming/contracts/feedback';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tone: Record<FeedbackStatus, BadgeTone> = {
  open: 'warning',
  assigned: 'info',
  answered: 'success',
  closed: 'neutral',
};

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tone[status]} value={status} testId="feedback-status">
      {t(`feedback.statuses.${status}`)}
    </Badge>
  );
}
