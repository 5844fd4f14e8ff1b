import type { LoginRequest } from '@gaming/contracts/auth';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { CheckboxField, TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { Tabs } from '../../../components/tabs';
import { MobileNumberField, VerificationCodeField } from '../../../components/verification-fields';
import { ApiError } from '../../../lib/api-client';
import type { LoginPortal } from '../../../lib/auth-modal-store';
import { requiredOnly, validationText } from '../../../lib/field-validation';
import { isMessageServiceFailure } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useCountryCodes } from '../api/get-country-codes';
import { useRegisterSettings } from '../api/get-register-settings';
import { useLogin } from '../api/login';
import { useLoginCode } from '../api/login-code';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin, type VerificationChallenge } from '../hooks/use-complete-login';
import { useSmsFailureWarning } from '../hooks/use-sms-failure-warning';
import { readRememberedLogin, saveRememberedLogin } from '../lib/remember-me';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from './country-code-select';
import { VerificationStep } from './verification-step';

type LoginTab = 'username' | 'sms';

const phonePattern = /^\d{4,15}$/;

type LoginValues = {
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  remember: boolean;
};

/**
 * The login form of loginPopupModal and of the agent login page: username and password, or an SMS code
 * (MOBILEVERCODELOGIN3); a captcha when the server asks; the new-IP code step; Remember me.
 */
export function LoginForm({
  portal,
  allowSms,
  footer,
}: {
  portal: LoginPortal;
  allowSms: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [tab, setTab] = useState<LoginTab>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const remembered = useState(() => readRememberedLogin())[0];
  const registerSettings = useRegisterSettings();
  const countries = useCountryCodes();
  const captcha = useCaptcha();
  const login = useLogin();
  const loginCode = useLoginCode();
  const warnSmsFailure = useSmsFailureWarning();
  const complete = useCompleteLogin(portal);
  const defaultDialingCode = registerSettings.data?.defaultCountryDialingCode ?? '+977';

  const validate = useCallback(
    (values: LoginValues) =>
      tab === 'username'
        ? {
            username: requiredOnly(values.username),
            password: values.password === '' ? 'validation.required' : null,
            captcha: captchaShown ? requiredOnly(values.captcha) : null,
          }
        : {
            mobileNum: phonePattern.test(values.mobileNum.trim())
              ? null
              : values.mobileNum.trim() === ''
                ? 'validation.required'
                : 'validation.phone',
            verificationCode: requiredOnly(values.verificationCode),
          },
    [tab, captchaShown],
  );
  const form = useForm<LoginValues>(
    {
      username: remembered?.username ?? '',
      password: '',
      captcha: '',
      countryDialingCode: remembered?.countryDialingCode || '',
      mobileNum: remembered?.mobileNum ?? '',
      verificationCode: '',
      remember: remembered !== null,
    },
    validate,
  );
  const { values } = form;
  const dialingCode = values.countryDialingCode || defaultDialingCode;
  const errorText = (field: keyof LoginValues & string) => validationText(t, form.errorOf(field));

  const onFailure = (error: unknown) => {
    setFailure(error);
    const needsCaptcha = error instanceof ApiError && error.captchaRequired;
    if (captchaShown) {
      // Each captcha allows one guess: the next attempt needs a new image.
      form.set('captcha', '');
      captcha.refresh();
    } else if (needsCaptcha) {
      // The captcha field draws its first image when it appears.
      setCaptchaShown(true);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || login.isPending) return;
    setFailure(null);
    const request: LoginRequest =
      tab === 'username'
        ? {
            type: 'username',
            portal,
            username: values.username.trim(),
            password: values.password,
            ...(captchaShown && captcha.captcha
              ? { captchaId: captcha.captcha.captchaId, captcha: values.captcha.trim() }
              : {}),
          }
        : {
            type: 'sms',
            portal,
            countryDialingCode: dialingCode,
            mobileNum: values.mobileNum.trim(),
            verificationCode: values.verificationCode.trim(),
          };
    try {
      const response = await login.mutateAsync(request);
      saveRememberedLogin(
        values.remember,
        tab === 'username'
          ? { username: values.username.trim() }
          : { countryDialingCode: dialingCode, mobileNum: values.mobileNum.trim() },
      );
      form.set('password', '');
      setChallenge(await complete(response));
    } catch (error) {
      onFailure(error);
    }
  };

  const sendCode = async () => {
    if (!phonePattern.test(values.mobileNum.trim())) {
      form.touch('mobileNum');
      return null;
    }
    setFailure(null);
    try {
      return await loginCode.mutateAsync({
        countryDialingCode: dialingCode,
        mobileNum: values.mobileNum.trim(),
      });
    } catch (error) {
      if (isMessageServiceFailure(error)) warnSmsFailure();
      else setFailure(error);
      return null;
    }
  };

  if (challenge) {
    return <VerificationStep challenge={challenge} portal={portal} onBack={() => setChallenge(null)} />;
  }

  const fields =
    tab === 'username' ? (
      <>
        <TextField
          label={t('fields.username')}
          {...form.bind('username')}
          error={errorText('username')}
          testId="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
        />
        <TextField
          label={t('fields.password')}
          type="password"
          revealable
          {...form.bind('password')}
          error={errorText('password')}
          testId="login-password"
          autoComplete="current-password"
          maxLength={128}
          required
        />
        {captchaShown ? (
          <CaptchaField
            {...captcha}
            onRefresh={captcha.refresh}
            value={values.captcha}
            onChange={(value) => form.set('captcha', value)}
            error={errorText('captcha')}
            testId="login-captcha"
          />
        ) : null}
      </>
    ) : (
      <>
        <MobileNumberField
          label={t('fields.mobile')}
          {...form.bind('mobileNum')}
          error={errorText('mobileNum')}
          testId="login-mobile"
          countrySelect={
            <CountryCodeSelect
              countries={countries.data?.countries ?? []}
              value={dialingCode}
              onChange={(value) => form.set('countryDialingCode', value)}
              testId="login-country-code"
            />
          }
        />
        <VerificationCodeField
          label={t('fields.smsCode')}
          {...form.bind('verificationCode')}
          error={errorText('verificationCode')}
          testId="login-sms-code"
          maxLength={255}
          onSend={sendCode}
          sendTestId="login-send-code"
        />
      </>
    );

  const body = (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="login-form"
    >
      {fields}
      <CheckboxField
        checked={values.remember}
        onChange={(checked) => form.set('remember', checked)}
        testId="login-remember"
      >
        {t('login.rememberMe')}
        <span className="block text-xs text-muted">{t('login.rememberMeHint')}</span>
      </CheckboxField>
      <FormAlert error={failure} testId="login-error" />
      <SubmitButton pending={login.isPending} fullWidth testId="login-submit">
        {t('login.submit')}
      </SubmitButton>
      {footer}
    </form>
  );

  if (!allowSms) return body;
  return (
    <Tabs
      label={t('login.methods')}
      value={tab}
      onChange={(next) => {
        setTab(next);
        setFailure(null);
      }}
      items={[
        { id: 'username', label: t('login.byPassword'), testId: 'login-tab-username' },
        { id: 'sms', label: t('login.bySms'), testId: 'login-tab-sms' },
      ]}
    >
      {body}
    </Tabs>
  );
}
