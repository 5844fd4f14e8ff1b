import { useTranslation } from 'react-i18next';
import { RedEnvelopeList } from '../../features/reward-campaigns/components/red-envelope-list';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RedEnvelopesPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="red-envelopes"
      title={t('rewards.redEnvelopes.title')}
      description={t('rewards.redEnvelopes.description')}
    >
      <RequirePermission permission="readPromotions">
        <RedEnvelopeList canManage={can(role, 'manageRewardCampaigns')} />
      </RequirePermission>
    </Page>
  );
}
