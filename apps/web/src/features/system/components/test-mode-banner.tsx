import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../api/get-site-settings';

/**
 * While a simulator plays the payment gateway or the game vendors (the demo), every page says so: a
 * visitor must never take simulated payments or games for real money. The server decides (site settings).
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  const testMode = useSiteSettings().data?.testMode === true;
  if (!testMode) return null;
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className="border-b border-warning bg-warning-surface px-3 py-1.5 text-center text-xs font-semibold text-warning sm:text-sm"
    >
      {t('system.testModeBanner')}
    </div>
  );
}
