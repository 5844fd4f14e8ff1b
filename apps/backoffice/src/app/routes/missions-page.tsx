import { useTranslation } from 'react-i18next';
import { MissionList } from '../../features/loyalty/components/missions/mission-list';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function MissionsPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="missions" title={t('loyalty.missions.title')} description={t('loyalty.missions.description')}>
      <RequirePermission permission="readLoyalty">
        <MissionList canWrite={can(role, 'writeLoyalty')} />
      </RequirePermission>
    </Page>
  );
}
