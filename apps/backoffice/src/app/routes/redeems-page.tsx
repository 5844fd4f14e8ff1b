import { useTranslation } from 'react-i18next';
import { RedeemQueue } from '../../features/loyalty/components/mall/redeem-queue';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RedeemsPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="redeems" title={t('loyalty.redeems.title')} description={t('loyalty.redeems.description')}>
      <RequirePermission permission="readLoyalty">
        <RedeemQueue canDecide={can(role, 'decideRedeems')} canOpenMembers={can(role, 'searchMembers')} />
      </RequirePermission>
    </Page>
  );
}
