import type { PermissionResponse } from '@gaming/contracts/system';
import { ShieldIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './customer-service-button';
import { StatusPage } from './status-page';

/** Shown in place of the whole app when the visitor's region or IP is restricted (status 2). */
export function BlockedPage({
  permission,
  toolbar,
}: {
  permission: PermissionResponse;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="blocked-page"
      icon={<ShieldIcon className="size-8" />}
      title={t('system.blockedTitle')}
      toolbar={toolbar}
    >
      <p className="text-muted">{t('system.blockedText')}</p>
      <p className="flex flex-wrap items-center justify-center gap-2 rounded-md bg-surface-2 px-4 py-2">
        <span className="text-muted">{t('system.yourIp')}</span>
        <span data-testid="blocked-ip" className="font-mono font-semibold" dir="ltr">
          {permission.location.ip}
        </span>
      </p>
      <CustomerServiceButton entries={permission.info.customerService} />
    </StatusPage>
  );
}
