import { useTranslation } from 'react-i18next';
import { RaffleList } from '../../features/reward-campaigns/components/raffle-list';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RafflesPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="raffles" title={t('rewards.raffles.title')} description={t('rewards.raffles.description')}>
      <RequirePermission permission="readPromotions">
        <RaffleList canManage={can(role, 'manageRewardCampaigns')} />
      </RequirePermission>
    </Page>
  );
}
