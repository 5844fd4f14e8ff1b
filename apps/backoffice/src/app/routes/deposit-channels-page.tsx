import { useTranslation } from 'react-i18next';
import { ChannelManager } from '../../features/deposits/components/channel-manager';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function DepositChannelsPage() {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  return (
    <Page id="deposit-channels" title={t('channels.title')} description={t('channels.description')}>
      <RequirePermission permission="readCashier">
        <ChannelManager canManage={can(staff.data?.staff.role, 'manageChannels')} />
      </RequirePermission>
    </Page>
  );
}
