import type { LoginResponse } from '@gaming/contracts/auth';
import type { FieldRule } from '@gaming/contracts/registration';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { checkConfirmation, checkValue, requiredOnly, validationText } from '../../../lib/field-validation';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { type ChangeReason, type LoginPortal, useAuthModalStore } from '../stores/auth-modal-store';

type ChangeValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };

function isLoginResponse(value: LoginResponse | { message: string }): value is LoginResponse {
  return 'result' in value;
}

/**
 * changePassModal's form. With the login's change token (first login, expired or staff-reset password)
 * the old password is already known and hidden; the change then completes the login. Signed in, the old
 * password is required, other sessions end, the info reloads and the site goes to /.
 */
export function ChangePasswordForm({
  changeToken,
  reason,
  portal,
  passwordRule,
}: {
  changeToken: string | null;
  reason: ChangeReason | null;
  portal: LoginPortal;
  passwordRule: FieldRule | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const change = useChangePassword();
  const complete = useCompleteLogin(portal);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const validate = useCallback(
    (values: ChangeValues) => ({
      oldPassword: changeToken ? null : requiredOnly(values.oldPassword),
      newPassword: passwordRule
        ? checkValue(values.newPassword, { ...passwordRule, required: true })
        : requiredOnly(values.newPassword),
      confirmNewPassword: checkConfirmation(values.confirmNewPassword, values.newPassword),
    }),
    [changeToken, passwordRule],
  );
  const form = useForm<ChangeValues>({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, validate);
  const { values } = form;
  const errorText = (field: keyof ChangeValues & string) =>
    validationText(t, form.errorOf(field), field === 'oldPassword' ? undefined : passwordRule);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || change.isPending) return;
    setFailure(null);
    try {
      const reply = await change.mutateAsync(
        changeToken
          ? { changeToken, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword }
          : {
              oldPassword: values.oldPassword,
              newPassword: values.newPassword,
              confirmNewPassword: values.confirmNewPassword,
            },
      );
      if (isLoginResponse(reply)) {
        await complete(reply);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ['member-info'] });
      closeModal();
      void navigate('/');
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <form
      noValidate
      data-testid="change-password-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      {reason ? (
        <p data-testid="change-password-reason" className="rounded-md bg-warning-surface p-3 text-sm">
          {t(`changePassword.reasons.${reason}`)}
        </p>
      ) : null}
      {changeToken ? null : (
        <TextField
          label={t('fields.oldPassword')}
          type="password"
          revealable
          value={values.oldPassword}
          onChange={(value) => form.set('oldPassword', value)}
          onBlur={() => form.touch('oldPassword')}
          error={errorText('oldPassword')}
          testId="change-old-password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
      )}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        revealable
        value={values.newPassword}
        onChange={(value) => form.set('newPassword', value)}
        onBlur={() => form.touch('newPassword')}
        error={errorText('newPassword')}
        hint={
          passwordRule
            ? t('register.passwordHint', { min: passwordRule.minLength, max: passwordRule.maxLength })
            : null
        }
        testId="change-new-password"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        type="password"
        revealable
        value={values.confirmNewPassword}
        onChange={(value) => form.set('confirmNewPassword', value)}
        onBlur={() => form.touch('confirmNewPassword')}
        error={errorText('confirmNewPassword')}
        testId="change-confirm-password"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      {changeToken ? null : <p className="text-xs text-muted">{t('changePassword.otherSessions')}</p>}
      <FormAlert error={failure} testId="change-password-error" />
      <button
        type="submit"
        data-testid="change-password-submit"
        disabled={change.isPending}
        className={`${buttonStyles.primary} h-11 w-full`}
      >
        {change.isPending ? <Spinner /> : null}
        {t('changePassword.submit')}
      </button>
    </form>
  );
}
