import { AlertIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/error-message';
import { buttonStyles } from './button-styles';

/** The translated sentence for an error, with the wait and the request id when there are any. */
export function useErrorText(error: unknown): { code: string; text: string; detail: string | null } {
  const { t } = useTranslation();
  const description = describeError(error);
  const text = t(`errors.${description.code}`, { defaultValue: t('errors.unknown_error') });
  const details: string[] = [];
  if (description.retryAfter) {
    details.push(
      t(`errors.retryAfter.${description.retryAfter.unit}`, { count: description.retryAfter.count }),
    );
  }
  if (description.requestId) details.push(t('errors.reference', { requestId: description.requestId }));
  return { code: description.code, text, detail: details.length > 0 ? details.join(' ') : null };
}

/** A translated error with an optional retry button; raw server messages are never shown. */
export function ErrorState({
  error,
  onRetry,
  compact = false,
  testId = 'error-state',
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { code, text, detail } = useErrorText(error);
  return (
    <div
      role="alert"
      data-testid={testId}
      data-error-code={code}
      className={`flex items-center gap-3 rounded-lg border border-danger/40 bg-danger-surface text-text ${
        compact ? 'p-3' : 'flex-col p-6 text-center sm:flex-row sm:text-start'
      }`}
    >
      <AlertIcon className="size-5 shrink-0 text-danger" />
      <div className="flex-1">
        <p>{text}</p>
        {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
      </div>
      {onRetry ? (
        <button type="button" className={`${buttonStyles.secondary} ${buttonStyles.small}`} onClick={onRetry}>
          {t('actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
