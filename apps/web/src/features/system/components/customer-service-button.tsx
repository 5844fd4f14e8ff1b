import type { CustomerServiceEntry } from '@gaming/contracts/settings';
import { ChatIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { safeExternalUrl } from '../../../lib/urls';

export function pickEntry(
  entries: readonly CustomerServiceEntry[],
  position: CustomerServiceEntry['csPosition'],
): CustomerServiceEntry | undefined {
  return entries.find((entry) => entry.csPosition === position) ?? entries[0];
}

/** The customer-service button of the maintenance and blocked pages. */
export function CustomerServiceButton({ entries }: { entries: readonly CustomerServiceEntry[] }) {
  const { t } = useTranslation();
  const href = safeExternalUrl(pickEntry(entries, 'maintenance')?.path);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="customer-service-button"
      className={buttonStyles.primary}
    >
      <ChatIcon />
      {t('system.customerService')}
    </a>
  );
}
