import { useTranslation } from 'react-i18next';
import { VipLevelsEditor } from '../../features/loyalty/components/vip/vip-levels-editor';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function VipLevelsPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="vip-levels" title={t('loyalty.vip.title')} description={t('loyalty.vip.description')}>
      <RequirePermission permission="readLoyalty">
        <VipLevelsEditor canEdit={can(role, 'writeLoyalty')} />
      </RequirePermission>
    </Page>
  );
}
