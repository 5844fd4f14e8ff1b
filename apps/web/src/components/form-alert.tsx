import { AlertIcon, CheckIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { ApiError, errorCodeOf } from '../lib/api-client';

/** Minutes to wait, rounded up, for "locked" and "too many requests" replies. */
export function minutesToWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.retryAfterSeconds === null) return null;
  return Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
}

/** A form's translated failure (or success) message; raw server text is never shown. */
export function FormAlert({
  error,
  success,
  testId = 'form-alert',
}: {
  error?: unknown;
  success?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!error && !success) return null;
  if (success) {
    return (
      <p
        role="status"
        data-testid={testId}
        data-tone="success"
        className="flex items-start gap-2 rounded-md border border-border bg-surface-2 p-3 text-sm"
      >
        <CheckIcon className="size-5 shrink-0 text-success" />
        <span>{success}</span>
      </p>
    );
  }
  const code = errorCodeOf(error);
  const minutes = minutesToWait(error);
  const text =
    code === 'account_locked' && minutes !== null
      ? t('errors.account_locked_minutes', { count: minutes })
      : code === 'too_many_requests' && minutes !== null && minutes > 1
        ? t('errors.too_many_requests_minutes', { count: minutes })
        : t(`errors.${code}`, { defaultValue: t('errors.unknown_error') });
  return (
    <p
      role="alert"
      data-testid={testId}
      data-tone="error"
      data-error-code={code}
      className="flex items-start gap-2 rounded-md border border-border bg-danger-surface p-3 text-sm text-text"
    >
      <AlertIcon className="size-5 shrink-0 text-danger" />
      <span>{text}</span>
    </p>
  );
}
