import { useTranslation } from 'react-i18next';
import { HarmMarkersReport } from '../../features/harm-markers/components/harm-markers-report';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ComplianceHarmMarkersPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="compliance-harm-markers" title={t('nav.compliance-harm-markers')}>
      <RequirePermission permission="readCompliance">
        <HarmMarkersReport canReview={can(role, 'recordInteractions')} />
      </RequirePermission>
    </Page>
  );
}
