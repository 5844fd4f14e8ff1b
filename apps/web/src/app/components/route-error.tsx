import { AlertIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { isScreenLoadFailure, ScreenTooSlowError } from '../lazy-screen';

/** Which spec §8 text a failed screen shows. */
export function routeErrorKey(
  error: unknown,
): 'errors.page_too_slow' | 'errors.network_error' | 'errors.unknown_error' {
  if (error instanceof ScreenTooSlowError) return 'errors.page_too_slow';
  if (isScreenLoadFailure(error)) return 'errors.network_error';
  return 'errors.unknown_error';
}

/**
 * A screen that could not open: its code took longer than 120 s (page too slow), did not arrive (network
 * abnormal) or failed. The retry loads the page again (a lazy route's failed load is not tried twice).
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const key = routeErrorKey(error);
  return (
    <div
      role="alert"
      data-testid="route-error"
      data-error-kind={key.slice('errors.'.length)}
      className="mx-auto my-10 flex max-w-md flex-col items-center gap-4 rounded-lg border border-border bg-danger-surface p-6 text-center"
    >
      <AlertIcon className="size-6 text-danger" />
      <p>{t(key)}</p>
      <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
