import type { CampaignStatus, RaffleStatus } from '@gaming/contracts/reward-campaigns';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<CampaignStatus | RaffleStatus, BadgeTone> = {
  scheduled: 'info',
  live: 'success',
  open: 'success',
  ended: 'neutral',
  closed: 'warning',
  drawn: 'neutral',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus | RaffleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[status]} value={status} testId="campaign-status">
      {t(`rewards.campaignStatuses.${status}`)}
    </Badge>
  );
}
