import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert, minutesToWait } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
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

/** The payment password of a redeem or conversion, or the offer to set one first when the member has none. */
export function PaymentPasswordField({
  hasPaymentPassword,
  value,
  onChange,
  showRequired,
  testId,
  onSetPaymentPassword,
}: {
  hasPaymentPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  /** After a submit: an empty field says it is needed. */
  showRequired: boolean;
  testId: string;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  if (!hasPaymentPassword) return <PaymentPasswordMissing onSetPaymentPassword={onSetPaymentPassword} />;
  return (
    <TextField
      label={t('payment.password')}
      type="password"
      revealable
      value={value}
      onChange={onChange}
      error={showRequired && value === '' ? t('payment.passwordRequired') : null}
      autoComplete="off"
      maxLength={128}
      required
      testId={testId}
    />
  );
}

/**
 * The end of a redeem or conversion form: why the last try was refused, a word when its outcome is unknown
 * (the retry is safe: same request id), then Cancel and the submit button.
 */
export function PaymentActions({
  failure,
  uncertain,
  pending,
  hasPaymentPassword,
  testIdPrefix,
  submitLabel,
  onSetPaymentPassword,
  onCancel,
}: {
  failure: unknown;
  uncertain: boolean;
  pending: boolean;
  hasPaymentPassword: boolean;
  /** Names `${testIdPrefix}-error` and `${testIdPrefix}-submit`. */
  testIdPrefix: string;
  submitLabel: string;
  onSetPaymentPassword: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <>
      {failure ? (
        <PaymentFailure
          error={failure}
          testId={`${testIdPrefix}-error`}
          onSetPaymentPassword={onSetPaymentPassword}
        />
      ) : null}
      {uncertain ? <p className="text-xs text-muted">{t('payment.uncertain')}</p> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={pending}
          className={`${buttonStyles.secondary} h-11`}
        >
          {t('common:actions.cancel')}
        </button>
        <button
          type="submit"
          data-testid={`${testIdPrefix}-submit`}
          disabled={pending || !hasPaymentPassword}
          aria-busy={pending}
          className={`${buttonStyles.primary} h-11`}
        >
          {pending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </button>
      </div>
    </>
  );
}
