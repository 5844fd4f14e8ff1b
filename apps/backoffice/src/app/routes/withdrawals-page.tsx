import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { PendingSettingChangeNotice } from '../../features/setting-changes/components/setting-changes-screen';
import { WithdrawalQueue } from '../../features/withdrawals/components/withdrawal-queue';
import { WithdrawalSettingsPanel } from '../../features/withdrawals/components/withdrawal-settings-panel';
import { parseQueueFilter, queueFilterParams } from '../../features/withdrawals/lib/queue-filter';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseQueueFilter, queueFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="withdrawals" title={t('withdrawals.title')} description={t('withdrawals.description')}>
      <RequirePermission permission="readCashier">
        <WithdrawalQueue filter={filter} onFilter={onFilter} />
        <details className="rounded-lg border border-border bg-surface-2 p-2">
          <summary data-testid="withdrawal-settings-toggle" className="cursor-pointer p-2 font-semibold">
            {t('withdrawals.settings.title')}
          </summary>
          <div className="flex flex-col gap-3">
            {can(role, 'reviewSettingChanges') ? (
              <PendingSettingChangeNotice settingKey="withdrawals" />
            ) : null}
            <WithdrawalSettingsPanel canEdit={can(role, 'manageChannels') || can(role, 'decideCashier')} />
          </div>
        </details>
      </RequirePermission>
    </Page>
  );
}
