import { useTranslation } from 'react-i18next';
import { PointsRatesPanel } from '../../features/loyalty/components/points/points-rates-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function PointsRatesPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="points-rates" title={t('loyalty.rates.title')} description={t('loyalty.rates.description')}>
      <RequirePermission permission="readLoyalty">
        <PointsRatesPanel canEdit={can(role, 'writeLoyalty')} />
      </RequirePermission>
    </Page>
  );
}
