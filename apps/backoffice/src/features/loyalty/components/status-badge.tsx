import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

/** The states of loyalty things staff configure (missions, boards, mall items) and of redeems (spec §4). */
export type LoyaltyStatus =
  | 'draft'
  | 'active'
  | 'paused'
  | 'published'
  | 'hidden'
  | 'in_process'
  | 'approved'
  | 'rejected';

const tones: Record<LoyaltyStatus, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  paused: 'warning',
  published: 'success',
  hidden: 'warning',
  in_process: 'info',
  approved: 'success',
  rejected: 'danger',
};

export function LoyaltyStatusBadge({ status, testId }: { status: LoyaltyStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} value={status} testId={testId}>
      {t(`loyalty.statuses.${status}`)}
    </Badge>
  );
}
