import type { FieldRule } from '@gaming/contracts/registration';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { checkConfirmation, checkValue, requiredOnly, validationText } from '../../../lib/field-validation';
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
  const [failure, setFailure] = useState<unknown>(null);
  const reset = useResetPasswordByEmail();
  const validate = useCallback(
    (values: ResetValues) => ({
      newPassword: passwordRule
        ? checkValue(values.newPassword, { ...passwordRule, required: true })
        : requiredOnly(values.newPassword),
      confirmNewPassword: checkConfirmation(values.confirmNewPassword, values.newPassword),
    }),
    [passwordRule],
  );
  const form = useForm<ResetValues>({ newPassword: '', confirmNewPassword: '' }, validate);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || reset.isPending) return;
    setFailure(null);
    try {
      await reset.mutateAsync({ resetToken, ...form.values });
      onDone();
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <form
      noValidate
      data-testid="reset-password-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('fields.newPassword')}
        type="password"
        revealable
        value={form.values.newPassword}
        onChange={(value) => form.set('newPassword', value)}
        onBlur={() => form.touch('newPassword')}
        error={validationText(t, form.errorOf('newPassword'), passwordRule)}
        hint={
          passwordRule
            ? t('register.passwordHint', { min: passwordRule.minLength, max: passwordRule.maxLength })
            : null
        }
        testId="reset-new-password"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        type="password"
        revealable
        value={form.values.confirmNewPassword}
        onChange={(value) => form.set('confirmNewPassword', value)}
        onBlur={() => form.touch('confirmNewPassword')}
        error={validationText(t, form.errorOf('confirmNewPassword'), passwordRule)}
        testId="reset-confirm-password"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <FormAlert error={failure} testId="reset-password-error" />
      <button
        type="submit"
        data-testid="reset-password-submit"
        disabled={reset.isPending}
        className={`${buttonStyles.primary} h-11 w-full`}
      >
        {reset.isPending ? <Spinner /> : null}
        {t('resetPassword.submit')}
      </button>
    </form>
  );
}
