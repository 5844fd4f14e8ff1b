import { useTranslation } from 'react-i18next';
import { AdjustmentsScreen } from '../../features/adjustments/components/adjustments-screen';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { PendingSettingChangeNotice } from '../../features/setting-changes/components/setting-changes-screen';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const staff = useCurrentStaff().data?.staff;
  return (
    <Page id="adjustments" title={t('adjustments.title')} description={t('adjustments.description')}>
      <RequirePermission permission="requestAdjustments">
        {staff && can(staff.role, 'reviewSettingChanges') ? (
          <PendingSettingChangeNotice settingKey="adjustments" />
        ) : null}
        {staff ? (
          <AdjustmentsScreen
            staffId={staff.id}
            canApprove={can(staff.role, 'approveAdjustments')}
            canConfigure={can(staff.role, 'configureAdjustments')}
          />
        ) : null}
      </RequirePermission>
    </Page>
  );
}
