import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { errorCodeOf } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';
import { hasProblems, normalizeTotpCode, type SignInField, validateSignIn } from '../lib/validation';

/** Username, password and the six-digit code of the authenticator app; all three, every time. */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [values, setValues] = useState({ username: '', password: '', totpCode: '' });
  const [submitted, setSubmitted] = useState(false);
  const totpInput = useRef<HTMLInputElement>(null);
  const problems = submitted ? validateSignIn(values) : {};
  const problemText = (field: SignInField) => {
    const problem = problems[field];
    return problem ? t(`signIn.problems.${problem}`) : null;
  };
  const set = (field: SignInField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasProblems(validateSignIn(values))) return;
    signIn.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        totpCode: normalizeTotpCode(values.totpCode),
      },
      {
        onError: (error) => {
          // A code is good for one sign-in at most; after any failure the next one is needed.
          setValues((current) => ({ ...current, totpCode: '' }));
          setSubmitted(false);
          if (errorCodeOf(error) === 'verification_code_invalid') totpInput.current?.focus();
        },
      },
    );
  };

  return (
    <form data-testid="sign-in-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField
        label={t('signIn.username')}
        testId="sign-in-username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={64}
        value={values.username}
        onChange={set('username')}
        error={problemText('username')}
      />
      <FormField
        label={t('signIn.password')}
        testId="sign-in-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        value={values.password}
        onChange={set('password')}
        error={problemText('password')}
      />
      <FormField
        ref={totpInput}
        label={t('signIn.totpCode')}
        hint={t('signIn.totpHint')}
        testId="sign-in-totp"
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        required
        maxLength={7}
        value={values.totpCode}
        onChange={set('totpCode')}
        error={problemText('totpCode')}
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
      />
      {signIn.isError ? <FormError error={signIn.error} testId="sign-in-error" /> : null}
      <button
        type="submit"
        data-testid="sign-in-submit"
        className={buttonStyles.primary}
        disabled={signIn.isPending}
      >
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}
