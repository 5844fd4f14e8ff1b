import type { MemberInfo } from '@gaming/contracts/auth';
import type { FieldRule } from '@gaming/contracts/registration';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { checkConfirmation, checkValue, requiredOnly, validationText } from '../../../lib/field-validation';
import { useForm } from '../../../lib/use-form';
import { useSetPaymentPassword } from '../api/set-payment-password';

type PaymentValues = { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string };

/** Set or change the payment (withdrawal) password; the login password confirms it is the member. */
export function PaymentPasswordDialog({
  open,
  onOpenChange,
  rule,
  hasPaymentPassword,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: FieldRule | undefined;
  hasPaymentPassword: boolean;
  onSaved: (member: MemberInfo) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSetPaymentPassword();
  const validate = useCallback(
    (values: PaymentValues) => ({
      loginPassword: requiredOnly(values.loginPassword),
      paymentPassword: rule
        ? checkValue(values.paymentPassword, { ...rule, required: true })
        : requiredOnly(values.paymentPassword),
      confirmPaymentPassword: checkConfirmation(values.confirmPaymentPassword, values.paymentPassword),
    }),
    [rule],
  );
  const form = useForm<PaymentValues>(
    { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    validate,
  );
  const { values } = form;
  const numeric = rule?.patternId === 'digitsOnly';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || save.isPending) return;
    setFailure(null);
    try {
      onSaved(await save.mutateAsync(values));
      onOpenChange(false);
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="payment-password-dialog"
      title={
        hasPaymentPassword ? t('security.changePaymentPasswordTitle') : t('security.setPaymentPasswordTitle')
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextField
          label={t('fields.loginPassword')}
          type="password"
          revealable
          value={values.loginPassword}
          onChange={(value) => form.set('loginPassword', value)}
          onBlur={() => form.touch('loginPassword')}
          error={validationText(t, form.errorOf('loginPassword'))}
          testId="payment-login-password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
        <TextField
          label={t('fields.paymentPassword')}
          type="password"
          revealable
          inputMode={numeric ? 'numeric' : undefined}
          value={values.paymentPassword}
          onChange={(value) => form.set('paymentPassword', value)}
          onBlur={() => form.touch('paymentPassword')}
          error={validationText(t, form.errorOf('paymentPassword'), rule)}
          hint={rule ? t('security.paymentPasswordHint', { min: rule.minLength, max: rule.maxLength }) : null}
          testId="payment-password"
          autoComplete="new-password"
          maxLength={rule?.maxLength ?? 32}
          required
        />
        <TextField
          label={t('fields.confirmPaymentPassword')}
          type="password"
          revealable
          inputMode={numeric ? 'numeric' : undefined}
          value={values.confirmPaymentPassword}
          onChange={(value) => form.set('confirmPaymentPassword', value)}
          onBlur={() => form.touch('confirmPaymentPassword')}
          error={validationText(t, form.errorOf('confirmPaymentPassword'), rule)}
          testId="payment-password-confirm"
          autoComplete="new-password"
          maxLength={rule?.maxLength ?? 32}
          required
        />
        <FormAlert error={failure} testId="payment-password-error" />
        <button
          type="submit"
          data-testid="payment-password-submit"
          disabled={save.isPending}
          className={`${buttonStyles.primary} h-11`}
        >
          {save.isPending ? <Spinner /> : null}
          {t('security.save')}
        </button>
      </form>
    </Modal>
  );
}
