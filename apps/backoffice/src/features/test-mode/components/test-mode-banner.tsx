import { useTranslation } from 'react-i18next';
import { useTestMode } from '../api/get-test-mode';

/**
 * While a simulator plays the payment gateway or the game vendors (the demo), every screen says so:
 * staff must never approve, adjust or pay out believing simulated deposits and rounds are real money.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  if (useTestMode().data !== true) return null;
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className="border-b border-warning bg-warning-surface px-3 py-1.5 text-center text-xs font-semibold text-warning sm:text-sm"
    >
      {t('app.testModeBanner')}
    </div>
  );
}
