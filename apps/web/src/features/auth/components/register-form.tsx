import type { RegisterSettings, RegistrationValidation } from '@gaming/contracts/registration';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { CheckboxField, TextField } from '../../../components/form-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import { Tabs } from '../../../components/tabs';
import { MobileNumberField, VerificationCodeField } from '../../../components/verification-fields';
import { useLanguageStore } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import {
  ageInYears,
  checkConfirmation,
  checkMemberPassword,
  checkPaymentPassword,
  checkValue,
  passwordHint,
  paymentPasswordHint,
  type Rule,
  requiredOnly,
  validationText,
} from '../../../lib/field-validation';
import { requestCode, useFormSubmit } from '../../../lib/form-actions';
import { useHelpModalStore } from '../../../lib/help-modal-store';
import { useForm } from '../../../lib/use-form';
import { requestLimitPrompt } from '../../responsible-gaming/lib/limit-prompt-store';
import { affiliateCheck } from '../api/affiliate-check';
import type { CountryDialingCode } from '../api/get-country-codes';
import { useMobileRegister } from '../api/mobile-register';
import { type RegistrationRequest, useRegister } from '../api/register';
import { useRegistrationSms } from '../api/registration-sms';
import { useCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSmsFailureWarning } from '../hooks/use-sms-failure-warning';
import { CaptchaField } from './captcha-field';
import { CountryCodeSelect } from './country-code-select';

type RegistrationType = 'username' | 'mobile';

/** Optional fields, in form order; each appears only when the server's configuration enables it. */
const optionalFields = [
  'payeeName',
  'email',
  'birthday',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;
type OptionalField = (typeof optionalFields)[number];

type RegisterValues = Record<OptionalField, string> & {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  referralCode: string;
  termsAccepted: boolean;
  ageConfirmed: boolean;
};

type ReferralState = 'idle' | 'checking' | 'valid' | 'invalid';

const inputHints: Partial<Record<OptionalField, { type?: string; inputMode?: 'numeric' | 'email' }>> = {
  email: { type: 'email', inputMode: 'email' },
  paymentPassword: { type: 'password', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'numeric' },
};

export function RegisterForm({
  settings,
  validation,
  countries,
  smsVerification,
  defaultType,
  referralCode,
  onLogin,
}: {
  settings: RegisterSettings;
  validation: RegistrationValidation;
  countries: readonly CountryDialingCode[];
  smsVerification: boolean;
  defaultType: RegistrationType;
  referralCode: string | null;
  onLogin: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguageStore((state) => state.code);
  const [type, setType] = useState<RegistrationType>(defaultType);
  const [referralState, setReferralState] = useState<ReferralState>('idle');
  const captcha = useCaptcha();
  const register = useRegister();
  const mobileRegister = useMobileRegister();
  const registrationSms = useRegistrationSms();
  const warnSmsFailure = useSmsFailureWarning();
  const complete = useCompleteLogin('player');
  const rules = validation.fields;
  const isMobile = type === 'mobile';
  const referralShown = rules.affiliateCode.enabled || referralCode !== null;
  const shownOptional = optionalFields.filter((name) => rules[name].enabled);
  const mobileRule: Rule = {
    ...rules.mobileNum,
    required: true,
    minLength: settings.phoneDigits.min,
    maxLength: settings.phoneDigits.max,
  };
  const ruleOf = (field: string): Rule | undefined => {
    if (field === 'mobileNum') return mobileRule;
    if (field === 'referralCode') return rules.affiliateCode;
    if (field === 'confirmPassword') return rules.password;
    return field in rules ? rules[field as keyof typeof rules] : undefined;
  };

  const validate = (values: RegisterValues) => {
    const errors: Partial<Record<keyof RegisterValues, string | null>> = {
      password: checkMemberPassword(values.password, rules.password, [
        values.username,
        values.mobileNum,
        values.email,
      ]),
      confirmPassword: checkConfirmation(values.confirmPassword, values.password),
      termsAccepted: values.termsAccepted ? null : 'validation.termsRequired',
      ageConfirmed: values.ageConfirmed ? null : 'validation.ageRequired',
    };
    if (!isMobile) errors.username = checkValue(values.username, { ...rules.username, required: true });
    if (isMobile) errors.mobileNum = checkValue(values.mobileNum, mobileRule);
    if (isMobile && smsVerification) errors.verificationCode = requiredOnly(values.verificationCode);
    if (settings.captchaRequired) errors.captcha = requiredOnly(values.captcha);
    for (const name of shownOptional) errors[name] = checkValue(values[name], rules[name]);
    if (rules.paymentPassword.enabled && !errors.paymentPassword && values.paymentPassword.trim() !== '') {
      errors.paymentPassword = checkPaymentPassword(values.paymentPassword, rules.paymentPassword, {
        birthday: values.birthday,
        mobileNumber: values.mobileNum,
      });
    }
    const age = values.birthday ? ageInYears(values.birthday) : null;
    if (!errors.birthday && age !== null && age < settings.minimumAgeYears) {
      errors.birthday = `validation.underage:${settings.minimumAgeYears}`;
    }
    if (referralShown && values.referralCode.trim() !== '') {
      errors.referralCode =
        referralState === 'invalid'
          ? 'validation.invitationCode'
          : checkValue(values.referralCode, { ...rules.affiliateCode, required: false });
    }
    return errors;
  };

  const form = useForm<RegisterValues>(
    {
      ...(Object.fromEntries(optionalFields.map((name) => [name, ''])) as Record<OptionalField, string>),
      username: '',
      password: '',
      confirmPassword: '',
      countryDialingCode: settings.defaultCountryDialingCode,
      mobileNum: '',
      verificationCode: '',
      captcha: '',
      referralCode: referralCode ?? '',
      termsAccepted: false,
      ageConfirmed: false,
    },
    validate,
  );
  const { values } = form;
  const errorText = (field: keyof RegisterValues & string) =>
    validationText(t, form.errorOf(field), ruleOf(field));
  const pending = register.isPending || mobileRegister.isPending;

  const checkReferral = async () => {
    form.touch('referralCode');
    const code = values.referralCode.trim();
    if (code === '' || checkValue(code, { ...rules.affiliateCode, required: false })) {
      setReferralState('idle');
      return;
    }
    setReferralState('checking');
    try {
      setReferralState((await affiliateCheck(code)).valid ? 'valid' : 'invalid');
    } catch {
      // Could not check now: the server checks it again on submit.
      setReferralState('idle');
    }
  };

  const buildRequest = (): RegistrationRequest => {
    const request: RegistrationRequest = {
      password: values.password,
      confirmPassword: values.confirmPassword,
      termsAccepted: values.termsAccepted,
      ageConfirmed: values.ageConfirmed,
      language,
      domain: window.location.hostname,
    };
    for (const name of shownOptional) if (values[name].trim() !== '') request[name] = values[name].trim();
    if (referralShown && values.referralCode.trim() !== '') request.referralCode = values.referralCode.trim();
    if (settings.captchaRequired && captcha.captcha) {
      request.captchaId = captcha.captcha.captchaId;
      request.captcha = values.captcha.trim();
    }
    if (isMobile) {
      request.countryDialingCode = values.countryDialingCode;
      request.mobileNum = values.mobileNum.trim();
      if (smsVerification) request.verificationCode = values.verificationCode.trim();
    } else {
      request.username = values.username.trim();
    }
    return request;
  };

  const { failure, setFailure, onSubmit } = useFormSubmit(form, {
    pending: pending || referralState === 'checking',
    action: async () => {
      const request = buildRequest();
      const response = isMobile
        ? await mobileRegister.mutateAsync(request)
        : await register.mutateAsync(request);
      await complete(response);
      // Issue 20: where the brand's profile prompts at registration, the deposit-limit prompt follows.
      requestLimitPrompt('registration');
    },
    onFailure: (error) => {
      if (error instanceof ApiError && error.code === 'invitation_code_error') setReferralState('invalid');
      if (settings.captchaRequired) {
        form.set('captcha', '');
        captcha.refresh();
      }
    },
  });

  const sendCode = () =>
    requestCode({
      touchTarget: () => form.touch('mobileNum'),
      targetValid: checkValue(values.mobileNum, mobileRule) === null,
      send: () =>
        registrationSms.mutateAsync({
          countryDialingCode: values.countryDialingCode,
          mobileNo: values.mobileNum.trim(),
          language,
        }),
      showFailure: setFailure,
      warnServiceFailure: warnSmsFailure,
    });

  const textField = (name: OptionalField) => (
    <TextField
      key={name}
      label={t(`fields.${name}`)}
      type={
        name === 'birthday' && rules.birthday.patternId === 'dateYearMonthDay'
          ? 'date'
          : inputHints[name]?.type
      }
      inputMode={inputHints[name]?.inputMode}
      {...form.bind(name)}
      error={errorText(name)}
      testId={`register-${name}`}
      maxLength={rules[name].maxLength}
      required={rules[name].required}
      autoComplete={name === 'email' ? 'email' : name === 'birthday' ? 'bday' : 'off'}
      revealable={name === 'paymentPassword'}
      hint={name === 'paymentPassword' ? paymentPasswordHint(t, rules.paymentPassword) : null}
    />
  );

  const body = (
    <form noValidate data-testid="register-form" onSubmit={onSubmit} className="flex flex-col gap-4">
      {referralCode ? (
        <p data-testid="register-referral-code" className="rounded-md bg-surface-2 p-3 text-sm">
          {t('register.invitedWith', { code: referralCode })}
        </p>
      ) : null}
      {isMobile ? (
        <>
          <MobileNumberField
            label={t('fields.mobile')}
            {...form.bind('mobileNum')}
            error={errorText('mobileNum')}
            testId="register-mobile"
            maxLength={settings.phoneDigits.max}
            countrySelect={
              <CountryCodeSelect
                countries={countries}
                value={values.countryDialingCode}
                onChange={(value) => form.set('countryDialingCode', value)}
                testId="register-country-code"
              />
            }
          />
          {smsVerification ? (
            <VerificationCodeField
              label={t('fields.smsCode')}
              {...form.bind('verificationCode')}
              error={errorText('verificationCode')}
              testId="register-sms-code"
              onSend={sendCode}
              sendTestId="register-send-code"
            />
          ) : null}
        </>
      ) : (
        <TextField
          label={t('fields.username')}
          {...form.bind('username')}
          error={errorText('username')}
          hint={t('register.usernameHint', { min: rules.username.minLength, max: rules.username.maxLength })}
          testId="register-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={rules.username.maxLength}
          required
        />
      )}
      <PasswordPairFields
        password={{
          label: t('fields.password'),
          ...form.bind('password'),
          error: errorText('password'),
          testId: 'register-password',
        }}
        confirmation={{
          label: t('fields.confirmPassword'),
          ...form.bind('confirmPassword'),
          error: errorText('confirmPassword'),
          testId: 'register-confirm-password',
        }}
        hint={passwordHint(t, rules.password)}
        maxLength={rules.password.maxLength}
      />
      {shownOptional.map(textField)}
      {referralShown ? (
        <TextField
          label={t('fields.referralCode')}
          value={values.referralCode}
          onChange={(value) => {
            form.set('referralCode', value);
            setReferralState('idle');
          }}
          onBlur={() => void checkReferral()}
          error={errorText('referralCode')}
          hint={referralState === 'valid' ? t('register.referralValid') : null}
          testId="register-referral"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
        />
      ) : null}
      {settings.captchaRequired ? (
        <CaptchaField
          {...captcha}
          onRefresh={captcha.refresh}
          value={values.captcha}
          onChange={(value) => form.set('captcha', value)}
          error={errorText('captcha')}
          testId="register-captcha"
        />
      ) : null}
      <CheckboxField
        checked={values.termsAccepted}
        onChange={(checked) => form.set('termsAccepted', checked)}
        error={errorText('termsAccepted')}
        testId="register-terms"
      >
        <Trans
          t={t}
          i18nKey="register.terms"
          components={{
            terms: (
              // helpModal (spec §2): the terms open in a dialog over the form; /help#term stays the link.
              <Link
                to="/help#term"
                data-testid="register-terms-link"
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  useHelpModalStore.getState().show('terms');
                }}
                className="font-semibold text-accent-text underline"
              />
            ),
          }}
        />
      </CheckboxField>
      <CheckboxField
        checked={values.ageConfirmed}
        onChange={(checked) => form.set('ageConfirmed', checked)}
        error={errorText('ageConfirmed')}
        testId="register-age"
      >
        {t('register.ageConfirm', { years: settings.minimumAgeYears })}
      </CheckboxField>
      <FormAlert error={failure} testId="register-error" />
      <SubmitButton pending={pending} fullWidth testId="register-submit">
        {t('register.submit')}
      </SubmitButton>
      <button
        type="button"
        onClick={onLogin}
        className={`${buttonStyles.ghost} w-full`}
        data-testid="register-to-login"
      >
        {t('register.haveAccount')}
      </button>
    </form>
  );

  if (settings.types.length < 2) return body;
  return (
    <Tabs
      label={t('register.types')}
      value={type}
      onChange={(next) => {
        setType(next);
        setFailure(null);
      }}
      items={settings.types.map((id) => ({
        id,
        label: t(id === 'mobile' ? 'register.byMobile' : 'register.byUsername'),
        testId: `register-tab-${id}`,
      }))}
    >
      {body}
    </Tabs>
  );
}
