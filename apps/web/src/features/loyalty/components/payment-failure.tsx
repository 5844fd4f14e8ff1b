import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert, minutesToWait } from '../../../components/form-alert';
import { errorCodeOf } from '../../../lib/api-client';

/**
 * A refused redeem or conversion: the payment lockout (shared with the cashier) names payments and how
 * long; a missing payment password offers to set one; the rest reads as everywhere.
 */
export function PaymentFailure({
  error,
  testId,
  onSetPaymentPassword,
}: {
  error: unknown;
  testId: string;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const code = errorCodeOf(error);
  if (code === 'account_locked') {
    const minutes = minutesToWait(error);
    return (
      <p
        role="alert"
        data-testid={testId}
        data-error-code={code}
        className="rounded-md border border-border bg-danger-surface p-3 text-sm"
      >
        {minutes === null ? t('payment.locked') : t('payment.lockedMinutes', { count: minutes })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <FormAlert error={error} testId={testId} />
      {code === 'payment_password_required' ? (
        <button
          type="button"
          data-testid={`${testId}-set-password`}
          onClick={onSetPaymentPassword}
          className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
        >
          {t('payment.setPassword')}
        </button>
      ) : null}
    </div>
  );
}

/** Before a redeem or conversion: a member without a payment password sets one first. */
export function PaymentPasswordMissing({ onSetPaymentPassword }: { onSetPaymentPassword: () => void }) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <div
      data-testid="loyalty-payment-password-missing"
      className="flex flex-col gap-3 rounded-md border border-border bg-warning-surface p-3 text-sm"
    >
      <p>{t('payment.missing')}</p>
      <button
        type="button"
        onClick={onSetPaymentPassword}
        className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
      >
        {t('payment.setPassword')}
      </button>
    </div>
  );
}
