import { useTranslation } from 'react-i18next';
import { MallItemList } from '../../features/loyalty/components/mall/mall-item-list';
import { MallSettingsPanel } from '../../features/loyalty/components/mall/mall-settings-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function PointMallPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  const canWrite = can(role, 'writeLoyalty');
  return (
    <Page id="point-mall" title={t('loyalty.mall.title')} description={t('loyalty.mall.description')}>
      <RequirePermission permission="readLoyalty">
        <MallItemList canWrite={canWrite} />
        <details className="rounded-lg border border-border bg-surface-2 p-2">
          <summary data-testid="mall-settings-toggle" className="cursor-pointer p-2 font-semibold">
            {t('loyalty.mall.settings.title')}
          </summary>
          <div className="p-2">
            <MallSettingsPanel canEdit={canWrite} />
          </div>
        </details>
      </RequirePermission>
    </Page>
  );
}
