import type { FieldRule } from '@gaming/contracts/registration';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { SendCodeButton } from '../../../components/send-code-button';
import { Spinner } from '../../../components/spinner';
import { Tabs } from '../../../components/tabs';
import { checkConfirmation, checkValue, requiredOnly, validationText } from '../../../lib/field-validation';
import { useForm } from '../../../lib/use-form';
import { useForgotPasswordByEmail } from '../api/forgot-password-by-email';
import type { CountryDialingCode } from '../api/get-country-codes';
import { useRecoverySms } from '../api/recovery-sms';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { CountryCodeSelect } from './country-code-select';

type Route = 'email' | 'phone';
const phonePattern = /^\d{4,15}$/;

function EmailRoute({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const forgot = useForgotPasswordByEmail();
  const validate = useCallback(
    (values: { username: string; email: string }) => ({
      username: requiredOnly(values.username),
      email:
        requiredOnly(values.email) ??
        (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()) ? null : 'validation.email'),
    }),
    [],
  );
  const form = useForm({ username: '', email: '' }, validate);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || forgot.isPending) return;
    setFailure(null);
    try {
      await forgot.mutateAsync({ username: form.values.username.trim(), email: form.values.email.trim() });
      onSent();
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <form
      noValidate
      data-testid="forgot-email-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">{t('forgot.emailIntro')}</p>
      <TextField
        label={t('fields.username')}
        value={form.values.username}
        onChange={(value) => form.set('username', value)}
        onBlur={() => form.touch('username')}
        error={validationText(t, form.errorOf('username'))}
        testId="forgot-username"
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        required
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        value={form.values.email}
        onChange={(value) => form.set('email', value)}
        onBlur={() => form.touch('email')}
        error={validationText(t, form.errorOf('email'))}
        testId="forgot-email"
        autoComplete="email"
        maxLength={100}
        required
      />
      <FormAlert error={failure} testId="forgot-error" />
      <button
        type="submit"
        data-testid="forgot-email-submit"
        disabled={forgot.isPending}
        className={`${buttonStyles.primary} h-11 w-full`}
      >
        {forgot.isPending ? <Spinner /> : null}
        {t('forgot.sendLink')}
      </button>
    </form>
  );
}

type PhoneValues = {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
};

function PhoneRoute({
  countries,
  defaultDialingCode,
  passwordRule,
}: {
  countries: readonly CountryDialingCode[];
  defaultDialingCode: string;
  passwordRule: FieldRule | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const recoverySms = useRecoverySms();
  const reset = useSetPasswordByPhone();
  const complete = useCompleteLogin('player');
  const validate = useCallback(
    (values: PhoneValues) => ({
      mobileNum:
        requiredOnly(values.mobileNum) ??
        (phonePattern.test(values.mobileNum.trim()) ? null : 'validation.phone'),
      verificationCode: requiredOnly(values.verificationCode),
      newPassword: passwordRule
        ? checkValue(values.newPassword, { ...passwordRule, required: true })
        : requiredOnly(values.newPassword),
      confirmNewPassword: checkConfirmation(values.confirmNewPassword, values.newPassword),
    }),
    [passwordRule],
  );
  const form = useForm<PhoneValues>(
    {
      countryDialingCode: defaultDialingCode,
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    validate,
  );
  const { values } = form;
  const errorText = (field: keyof PhoneValues & string) =>
    validationText(t, form.errorOf(field), field.includes('Password') ? passwordRule : undefined);
  const sendCode = async () => {
    form.touch('mobileNum');
    if (!phonePattern.test(values.mobileNum.trim())) return null;
    setFailure(null);
    try {
      return await recoverySms.mutateAsync({
        countryDialingCode: values.countryDialingCode,
        mobileNo: values.mobileNum.trim(),
      });
    } catch (error) {
      setFailure(error);
      return null;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || reset.isPending) return;
    setFailure(null);
    try {
      await complete(
        await reset.mutateAsync({
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        }),
      );
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <form
      noValidate
      data-testid="forgot-phone-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('fields.mobile')}
        type="tel"
        inputMode="numeric"
        value={values.mobileNum}
        onChange={(value) => form.set('mobileNum', value.replace(/\D/g, ''))}
        onBlur={() => form.touch('mobileNum')}
        error={errorText('mobileNum')}
        testId="forgot-mobile"
        autoComplete="tel-national"
        maxLength={15}
        required
        leading={
          <CountryCodeSelect
            countries={countries}
            value={values.countryDialingCode}
            onChange={(value) => form.set('countryDialingCode', value)}
            testId="forgot-country-code"
          />
        }
      />
      <TextField
        label={t('fields.smsCode')}
        inputMode="numeric"
        value={values.verificationCode}
        onChange={(value) => form.set('verificationCode', value)}
        onBlur={() => form.touch('verificationCode')}
        error={errorText('verificationCode')}
        testId="forgot-sms-code"
        autoComplete="one-time-code"
        maxLength={16}
        required
        trailing={<SendCodeButton onSend={sendCode} testId="forgot-send-code" />}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        revealable
        value={values.newPassword}
        onChange={(value) => form.set('newPassword', value)}
        onBlur={() => form.touch('newPassword')}
        error={errorText('newPassword')}
        testId="forgot-new-password"
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
        testId="forgot-confirm-password"
        autoComplete="new-password"
        maxLength={128}
        required
      />
      <FormAlert error={failure} testId="forgot-error" />
      <button
        type="submit"
        data-testid="forgot-phone-submit"
        disabled={reset.isPending}
        className={`${buttonStyles.primary} h-11 w-full`}
      >
        {reset.isPending ? <Spinner /> : null}
        {t('forgot.resetAndLogin')}
      </button>
    </form>
  );
}

/** forgetPassModal: by e-mail (a reset link) or by phone (code, new password, logged in). */
export function ForgotPasswordForm({
  defaultRoute,
  countries,
  defaultDialingCode,
  passwordRule,
  onEmailSent,
  onLogin,
}: {
  defaultRoute: Route;
  countries: readonly CountryDialingCode[];
  defaultDialingCode: string;
  passwordRule: FieldRule | undefined;
  onEmailSent: () => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation('account');
  const [route, setRoute] = useState<Route>(defaultRoute);
  return (
    <div className="flex flex-col gap-3">
      <Tabs
        label={t('forgot.routes')}
        value={route}
        onChange={setRoute}
        items={[
          { id: 'phone', label: t('forgot.byPhone'), testId: 'forgot-tab-phone' },
          { id: 'email', label: t('forgot.byEmail'), testId: 'forgot-tab-email' },
        ]}
      >
        {route === 'email' ? (
          <EmailRoute onSent={onEmailSent} />
        ) : (
          <PhoneRoute
            countries={countries}
            defaultDialingCode={defaultDialingCode}
            passwordRule={passwordRule}
          />
        )}
      </Tabs>
      <button type="button" onClick={onLogin} className={`${buttonStyles.ghost} w-full`}>
        {t('forgot.backToLogin')}
      </button>
    </div>
  );
}
