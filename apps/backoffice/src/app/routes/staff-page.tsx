import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { StaffList } from '../../features/staff/components/staff-list';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function StaffPage() {
  const { t } = useTranslation();
  const currentStaffId = useCurrentStaff().data?.staff.id ?? null;
  return (
    <Page id="staff" title={t('staff.title')} description={t('staff.description')}>
      <RequirePermission permission="manageStaff">
        <StaffList currentStaffId={currentStaffId} />
      </RequirePermission>
    </Page>
  );
}
