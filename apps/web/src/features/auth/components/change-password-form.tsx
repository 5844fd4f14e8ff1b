import type { LoginResponse, PasswordChangedResponse } from '@gaming/contracts/auth';
import type { FieldRule } from '@gaming/contracts/registration';
import { CheckIcon } from '@gaming/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import { type ChangeReason, type LoginPortal, useAuthModalStore } from '../../../lib/auth-modal-store';
import {
  checkConfirmation,
  checkMemberPassword,
  passwordHint,
  requiredOnly,
  validationText,
} from '../../../lib/field-validation';
import { useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';
import { useCompleteLogin } from '../hooks/use-complete-login';

type ChangeValues = { oldPassword: string; newPassword: string; confirmNewPassword: string };

function isLoginResponse(value: LoginResponse | PasswordChangedResponse): value is LoginResponse {
  return 'result' in value;
}

/** The signed-in change is done: said plainly, with what happened to the member's other sessions. */
function ChangePasswordSuccess({
  otherSessionsEnded,
  onDone,
}: {
  otherSessionsEnded: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        data-testid="change-password-success"
        data-other-sessions={otherSessionsEnded}
        className="flex items-start gap-3 rounded-lg border border-border bg-surface-2 p-4"
      >
        <CheckIcon className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="min-w-0">
          <p className="font-bold">{t('changePassword.successTitle')}</p>
          <p className="mt-1 text-sm">
            {otherSessionsEnded === 0
              ? t('changePassword.noOtherSessions')
              : t('changePassword.otherSessionsEnded', { count: otherSessionsEnded })}
          </p>
        </div>
      </div>
      <button
        type="button"
        data-testid="change-password-done"
        onClick={onDone}
        className={`${buttonStyles.primary} h-11 w-full`}
      >
        {t('changePassword.done')}
      </button>
    </div>
  );
}

/**
 * changePassModal's form. With the login's change token (first login, expired or staff-reset password)
 * the old password is already known and hidden; the change then completes the login. Signed in, the old
 * password is required, other sessions end, the info reloads and the modal says so where the member is
 * (the member centre stays open behind it).
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
  const change = useChangePassword();
  const [changed, setChanged] = useState<PasswordChangedResponse | null>(null);
  const complete = useCompleteLogin(portal);
  const queryClient = useQueryClient();
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const validate = useCallback(
    (values: ChangeValues) => ({
      oldPassword: changeToken ? null : requiredOnly(values.oldPassword),
      newPassword: checkMemberPassword(values.newPassword, passwordRule),
      confirmNewPassword: checkConfirmation(values.confirmNewPassword, values.newPassword),
    }),
    [changeToken, passwordRule],
  );
  const form = useForm<ChangeValues>({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, validate);
  const { values } = form;
  const errorText = (field: keyof ChangeValues & string) =>
    validationText(t, form.errorOf(field), field === 'oldPassword' ? undefined : passwordRule);
  const { failure, onSubmit } = useFormSubmit(form, {
    pending: change.isPending,
    action: async () => {
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
      setChanged(reply);
    },
  });
  if (changed) {
    return <ChangePasswordSuccess otherSessionsEnded={changed.otherSessionsEnded} onDone={closeModal} />;
  }
  return (
    <form noValidate data-testid="change-password-form" onSubmit={onSubmit} className="flex flex-col gap-4">
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
          {...form.bind('oldPassword')}
          error={errorText('oldPassword')}
          testId="change-old-password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
      )}
      <PasswordPairFields
        password={{
          label: t('fields.newPassword'),
          ...form.bind('newPassword'),
          error: errorText('newPassword'),
          testId: 'change-new-password',
        }}
        confirmation={{
          label: t('fields.confirmNewPassword'),
          ...form.bind('confirmNewPassword'),
          error: errorText('confirmNewPassword'),
          testId: 'change-confirm-password',
        }}
        hint={passwordHint(t, passwordRule)}
        maxLength={128}
      />
      {changeToken ? null : <p className="text-xs text-muted">{t('changePassword.otherSessions')}</p>}
      <FormAlert error={failure} testId="change-password-error" />
      <SubmitButton pending={change.isPending} fullWidth testId="change-password-submit">
        {t('changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
