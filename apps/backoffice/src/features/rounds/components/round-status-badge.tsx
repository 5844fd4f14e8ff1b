import type { RoundStatus } from '@gaming/contracts/betting-record-limits';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<RoundStatus, BadgeTone> = { open: 'warning', settled: 'success', cancelled: 'neutral' };

export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} value={status} testId="round-status">
      {t(`rounds.statuses.${status}`)}
    </Badge>
  );
}
