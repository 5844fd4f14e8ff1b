import { AlertIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../lib/api-client';
import { buttonStyles } from './button-styles';

/** A translated error with a retry button; raw server messages are never shown. */
export function ErrorState({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const code = errorCodeOf(error);
  return (
    <div
      role="alert"
      data-testid="error-state"
      data-error-code={code}
      className={`flex items-center gap-3 rounded-lg border border-border bg-danger-surface text-text ${
        compact ? 'p-3 text-xs' : 'flex-col p-6 text-center sm:flex-row sm:text-start'
      }`}
    >
      <AlertIcon className="size-5 shrink-0 text-danger" />
      <p className="flex-1">{t(`errors.${code}`, { defaultValue: t('errors.unknown_error') })}</p>
      {onRetry ? (
        <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.small}`} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
