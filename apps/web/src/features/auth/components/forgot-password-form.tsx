import type { FieldRule } from '@gaming/contracts/registration';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import { Tabs } from '../../../components/tabs';
import { MobileNumberField, VerificationCodeField } from '../../../components/verification-fields';
import {
  checkConfirmation,
  checkEmail,
  checkMemberPassword,
  requiredOnly,
  validationText,
} from '../../../lib/field-validation';
import { requestCode, useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useForgotPasswordByEmail } from '../api/forgot-password-by-email';
import type { CountryDialingCode } from '../api/get-country-codes';
import { useRecoverySms } from '../api/recovery-sms';
import { useSetPasswordByPhone } from '../api/set-password-by-phone';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSmsFailureWarning } from '../hooks/use-sms-failure-warning';
import { CountryCodeSelect } from './country-code-select';

type Route = 'email' | 'phone';
const phonePattern = /^\d{4,15}$/;

function EmailRoute({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const forgot = useForgotPasswordByEmail();
  const validate = useCallback(
    (values: { username: string; email: string }) => ({
      username: requiredOnly(values.username),
      email: checkEmail(values.email),
    }),
    [],
  );
  const form = useForm({ username: '', email: '' }, validate);
  const { failure, onSubmit } = useFormSubmit(form, {
    pending: forgot.isPending,
    action: async () => {
      await forgot.mutateAsync({ username: form.values.username.trim(), email: form.values.email.trim() });
      onSent();
    },
  });
  return (
    <form noValidate data-testid="forgot-email-form" onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('forgot.emailIntro')}</p>
      <TextField
        label={t('fields.username')}
        {...form.bind('username')}
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
        {...form.bind('email')}
        error={validationText(t, form.errorOf('email'))}
        testId="forgot-email"
        autoComplete="email"
        maxLength={100}
        required
      />
      <FormAlert error={failure} testId="forgot-error" />
      <SubmitButton pending={forgot.isPending} fullWidth testId="forgot-email-submit">
        {t('forgot.sendLink')}
      </SubmitButton>
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
  const recoverySms = useRecoverySms();
  const warnSmsFailure = useSmsFailureWarning();
  const reset = useSetPasswordByPhone();
  const complete = useCompleteLogin('player');
  const validate = useCallback(
    (values: PhoneValues) => ({
      mobileNum:
        requiredOnly(values.mobileNum) ??
        (phonePattern.test(values.mobileNum.trim()) ? null : 'validation.phone'),
      verificationCode: requiredOnly(values.verificationCode),
      newPassword: checkMemberPassword(values.newPassword, passwordRule, [
        values.mobileNum,
        `${values.countryDialingCode}${values.mobileNum}`,
      ]),
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
  const { failure, setFailure, onSubmit } = useFormSubmit(form, {
    pending: reset.isPending,
    action: async () => {
      await complete(
        await reset.mutateAsync({
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum.trim(),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        }),
      );
    },
  });
  const sendCode = () =>
    requestCode({
      touchTarget: () => form.touch('mobileNum'),
      targetValid: phonePattern.test(values.mobileNum.trim()),
      send: () =>
        recoverySms.mutateAsync({
          countryDialingCode: values.countryDialingCode,
          mobileNo: values.mobileNum.trim(),
        }),
      showFailure: setFailure,
      warnServiceFailure: warnSmsFailure,
    });
  return (
    <form noValidate data-testid="forgot-phone-form" onSubmit={onSubmit} className="flex flex-col gap-4">
      <MobileNumberField
        label={t('fields.mobile')}
        {...form.bind('mobileNum')}
        error={errorText('mobileNum')}
        testId="forgot-mobile"
        countrySelect={
          <CountryCodeSelect
            countries={countries}
            value={values.countryDialingCode}
            onChange={(value) => form.set('countryDialingCode', value)}
            testId="forgot-country-code"
          />
        }
      />
      <VerificationCodeField
        label={t('fields.smsCode')}
        {...form.bind('verificationCode')}
        error={errorText('verificationCode')}
        testId="forgot-sms-code"
        onSend={sendCode}
        sendTestId="forgot-send-code"
      />
      <PasswordPairFields
        password={{
          label: t('fields.newPassword'),
          ...form.bind('newPassword'),
          error: errorText('newPassword'),
          testId: 'forgot-new-password',
        }}
        confirmation={{
          label: t('fields.confirmNewPassword'),
          ...form.bind('confirmNewPassword'),
          error: errorText('confirmNewPassword'),
          testId: 'forgot-confirm-password',
        }}
        maxLength={128}
      />
      <FormAlert error={failure} testId="forgot-error" />
      <SubmitButton pending={reset.isPending} fullWidth testId="forgot-phone-submit">
        {t('forgot.resetAndLogin')}
      </SubmitButton>
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
