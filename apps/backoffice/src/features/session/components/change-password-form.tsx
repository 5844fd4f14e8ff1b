import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import {
  hasProblems,
  minimumPasswordLength,
  type PasswordField,
  type PasswordProblem,
  serverPasswordProblem,
  validatePasswordChange,
} from '../lib/validation';

/** The own password: the current one, a new one of at least 12 characters, typed twice. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const refusal =
    changePassword.error instanceof ApiError ? serverPasswordProblem(changePassword.error.issues) : undefined;
  const problems: Partial<Record<PasswordField, PasswordProblem | undefined>> = submitted
    ? { newPassword: refusal, ...validatePasswordChange(values) }
    : {};
  const problemText = (field: PasswordField) => {
    const problem = problems[field];
    return problem ? t(`changePassword.problems.${problem}`, { count: minimumPasswordLength }) : null;
  };
  const set = (field: PasswordField) => (event: { target: { value: string } }) => {
    // The server's refusal was of the password typed then; a new one is judged afresh.
    if (changePassword.isError) changePassword.reset();
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasProblems(validatePasswordChange(values))) return;
    changePassword.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      { onSuccess: () => onChanged?.() },
    );
  };

  return (
    <form data-testid="change-password-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField
        label={t('changePassword.oldPassword')}
        testId="change-password-old"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        value={values.oldPassword}
        onChange={set('oldPassword')}
        error={problemText('oldPassword')}
      />
      <FormField
        label={t('changePassword.newPassword')}
        hint={t('changePassword.rule', { count: minimumPasswordLength })}
        testId="change-password-new"
        type="password"
        autoComplete="new-password"
        required
        minLength={minimumPasswordLength}
        maxLength={128}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={problemText('newPassword')}
      />
      <FormField
        label={t('changePassword.confirmPassword')}
        testId="change-password-confirm"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={problemText('confirmPassword')}
      />
      {changePassword.isError && !refusal ? (
        <FormError error={changePassword.error} testId="change-password-error" />
      ) : null}
      <button
        type="submit"
        data-testid="change-password-submit"
        className={buttonStyles.primary}
        disabled={changePassword.isPending}
      >
        {changePassword.isPending ? t('states.saving') : t('changePassword.submit')}
      </button>
    </form>
  );
}
