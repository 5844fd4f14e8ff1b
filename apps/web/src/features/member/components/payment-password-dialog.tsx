import type { MemberInfo } from '@gaming/contracts/auth';
import type { FieldRule } from '@gaming/contracts/registration';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import {
  checkConfirmation,
  checkPaymentPassword,
  paymentPasswordHint,
  requiredOnly,
  validationText,
} from '../../../lib/field-validation';
import { useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useSetPaymentPassword } from '../api/set-payment-password';
import { MemberFormDialog } from './member-form-dialog';

type PaymentValues = { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string };

/** Set or change the payment (withdrawal) password; the login password confirms it is the member. */
export function PaymentPasswordDialog({
  open,
  onOpenChange,
  rule,
  birthday,
  hasPaymentPassword,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rule: FieldRule | undefined;
  /** The profile's birthday when known: a payment password must not be it. */
  birthday: string | null;
  hasPaymentPassword: boolean;
  onSaved: (member: MemberInfo) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const save = useSetPaymentPassword();
  const validate = useCallback(
    (values: PaymentValues) => ({
      loginPassword: requiredOnly(values.loginPassword),
      paymentPassword: checkPaymentPassword(values.paymentPassword, rule, { birthday }),
      confirmPaymentPassword: checkConfirmation(values.confirmPaymentPassword, values.paymentPassword),
    }),
    [rule, birthday],
  );
  const form = useForm<PaymentValues>(
    { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    validate,
  );
  const { values } = form;
  const numeric = rule?.patternId === 'digitsOnly';
  const { failure, onSubmit } = useFormSubmit(form, {
    pending: save.isPending,
    action: async () => {
      onSaved(await save.mutateAsync(values));
    },
  });
  return (
    <MemberFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        hasPaymentPassword ? t('security.changePaymentPasswordTitle') : t('security.setPaymentPasswordTitle')
      }
      testId="payment-password"
      onSubmit={onSubmit}
      failure={failure}
      pending={save.isPending}
      submitLabel={t('security.save')}
    >
      <TextField
        label={t('fields.loginPassword')}
        type="password"
        revealable
        {...form.bind('loginPassword')}
        error={validationText(t, form.errorOf('loginPassword'))}
        testId="payment-login-password"
        autoComplete="current-password"
        maxLength={128}
        required
      />
      <PasswordPairFields
        password={{
          label: t('fields.paymentPassword'),
          ...form.bind('paymentPassword'),
          error: validationText(t, form.errorOf('paymentPassword'), rule),
          testId: 'payment-password',
        }}
        confirmation={{
          label: t('fields.confirmPaymentPassword'),
          ...form.bind('confirmPaymentPassword'),
          error: validationText(t, form.errorOf('confirmPaymentPassword'), rule),
          testId: 'payment-password-confirm',
        }}
        hint={rule ? paymentPasswordHint(t, rule) : null}
        maxLength={rule?.maxLength ?? 32}
        numeric={numeric}
      />
    </MemberFormDialog>
  );
}
