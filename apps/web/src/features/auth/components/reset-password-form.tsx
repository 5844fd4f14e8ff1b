import type { FieldRule } from '@gaming/contracts/registration';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import {
  checkConfirmation,
  checkMemberPassword,
  passwordHint,
  validationText,
} from '../../../lib/field-validation';
import { useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useResetPasswordByEmail } from '../api/reset-password-by-email';

type ResetValues = { newPassword: string; confirmNewPassword: string };

/** The e-mailed link's "set a new password" form; success asks the member to log in again. */
export function ResetPasswordForm({
  resetToken,
  passwordRule,
  onDone,
}: {
  resetToken: string;
  passwordRule: FieldRule | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const reset = useResetPasswordByEmail();
  const validate = useCallback(
    (values: ResetValues) => ({
      newPassword: checkMemberPassword(values.newPassword, passwordRule),
      confirmNewPassword: checkConfirmation(values.confirmNewPassword, values.newPassword),
    }),
    [passwordRule],
  );
  const form = useForm<ResetValues>({ newPassword: '', confirmNewPassword: '' }, validate);
  const { failure, onSubmit } = useFormSubmit(form, {
    pending: reset.isPending,
    action: async () => {
      await reset.mutateAsync({ resetToken, ...form.values });
      onDone();
    },
  });
  return (
    <form noValidate data-testid="reset-password-form" onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordPairFields
        password={{
          label: t('fields.newPassword'),
          ...form.bind('newPassword'),
          error: validationText(t, form.errorOf('newPassword'), passwordRule),
          testId: 'reset-new-password',
        }}
        confirmation={{
          label: t('fields.confirmNewPassword'),
          ...form.bind('confirmNewPassword'),
          error: validationText(t, form.errorOf('confirmNewPassword'), passwordRule),
          testId: 'reset-confirm-password',
        }}
        hint={passwordHint(t, passwordRule)}
        maxLength={128}
      />
      <FormAlert error={failure} testId="reset-password-error" />
      <SubmitButton pending={reset.isPending} fullWidth testId="reset-password-submit">
        {t('resetPassword.submit')}
      </SubmitButton>
    </form>
  );
}
