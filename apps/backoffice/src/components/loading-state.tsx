import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';

/** A list or detail that is loading: placeholder rows plus a spoken status. */
export function LoadingState({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="loading-state" role="status" aria-live="polite" className="flex flex-col gap-2">
      <span className="sr-only">{t('states.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className="h-11 w-full" />
      ))}
    </div>
  );
}
