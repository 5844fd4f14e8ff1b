import type { PermissionResponse } from '@gaming/contracts/system';
import { WrenchIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './customer-service-button';
import { StatusPage } from './status-page';

/** Shown in place of the whole app while the system status is maintenance (1). */
export function MaintenancePage({
  permission,
  toolbar,
}: {
  permission: PermissionResponse;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="maintenance-page"
      icon={<WrenchIcon className="size-8" />}
      title={t('system.maintenanceTitle')}
      toolbar={toolbar}
    >
      <p data-testid="maintenance-info" className="whitespace-pre-line text-muted">
        {permission.maintenanceMessage?.trim() || t('system.maintenanceText')}
      </p>
      <p className="text-xs text-muted">{t('system.maintenanceAutoRetry')}</p>
      <CustomerServiceButton entries={permission.info.customerService} />
    </StatusPage>
  );
}
