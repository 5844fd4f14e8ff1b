import { useTranslation } from 'react-i18next';

/** A thin indeterminate progress bar at the top of the window while a route loads. */
export function TopLoader({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loading')}
      data-testid="top-loader"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-surface-3"
    >
      <div className="animate-top-loader h-full w-2/5 bg-accent" />
    </div>
  );
}
