import { useTranslation } from 'react-i18next';
import { RebateRatesPanel } from '../../features/reward-campaigns/components/rebate-rates-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RebateRatesPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="rebate-rates"
      title={t('rewards.rebateRates.title')}
      description={t('rewards.rebateRates.description')}
    >
      <RequirePermission permission="readPromotions">
        <RebateRatesPanel canEdit={can(role, 'manageRewardCampaigns')} />
      </RequirePermission>
    </Page>
  );
}
