import type { RegistrationValidation } from '@gaming/contracts/registration';
import { CheckIcon, CopyIcon } from '@gaming/ui/icons';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PasswordPairFields } from '../../../components/password-pair-fields';
import { SubmitButton } from '../../../components/submit-button';
import {
  checkConfirmation,
  checkMemberPassword,
  checkPaymentPassword,
  checkValue,
  passwordHint,
  paymentPasswordHint,
  validationNamespace,
  validationText,
} from '../../../lib/field-validation';
import { useFormSubmit } from '../../../lib/form-actions';
import { useForm } from '../../../lib/use-form';
import { useRegisterDownline } from '../api/register-downline';
import type { AgentDownlineRegisterRequest, AgentDownlineRegisterResponse } from '../lib/agent-types';

type Values = {
  username: string;
  password: string;
  confirmPassword: string;
  email: string;
  payeeName: string;
  paymentPassword: string;
};
const emptyValues: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  payeeName: '',
  paymentPassword: '',
};
/** The optional fields the server takes from an agent, each shown only when the site's config enables it. */
const optionalFields = ['payeeName', 'email', 'paymentPassword'] as const;

function Registered({ result }: { result: AgentDownlineRegisterResponse }) {
  const { t } = useTranslation('agent');
  return (
    <div
      role="status"
      data-testid="register-downline-success"
      className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <CheckIcon className="mt-0.5 size-6 shrink-0 text-success" />
      <div className="min-w-0">
        <p className="font-bold">{t('agentCentre.register.successTitle')}</p>
        <p className="text-sm">
          {t('agentCentre.register.successBody')}{' '}
          <span data-testid="register-downline-account" className="font-semibold">
            {result.account}
          </span>
        </p>
      </div>
    </div>
  );
}

/**
 * Register account (spec §2): the agent opens an account below itself with the site's own registration
 * rules (the username and password rules of the registration config and the password policy; the optional
 * fields the config enables). The new member logs in itself; the agent stays signed in as the agent.
 */
export function RegisterDownlineForm({
  validation,
  referralCode,
  canRegister,
}: {
  validation: RegistrationValidation;
  referralCode: string;
  canRegister: boolean;
}) {
  const { t } = useTranslation('agent');
  const { t: tv } = useTranslation(validationNamespace);
  const register = useRegisterDownline();
  const [registered, setRegistered] = useState<AgentDownlineRegisterResponse | null>(null);
  const rules = validation.fields;
  const shownOptional = optionalFields.filter((name) => rules[name].enabled);
  const validate = useCallback(
    (values: Values) => {
      const errors: Partial<Record<keyof Values, string | null>> = {
        username: checkValue(values.username, { ...rules.username, required: true }),
        password: checkMemberPassword(values.password, rules.password, [values.username, values.email]),
        confirmPassword: checkConfirmation(values.confirmPassword, values.password),
      };
      for (const name of shownOptional) errors[name] = checkValue(values[name], rules[name]);
      if (
        !errors.paymentPassword &&
        shownOptional.includes('paymentPassword') &&
        values.paymentPassword !== ''
      ) {
        errors.paymentPassword = checkPaymentPassword(values.paymentPassword, rules.paymentPassword);
      }
      return errors;
    },
    [rules, shownOptional],
  );
  const form = useForm<Values>(emptyValues, validate);
  const { values } = form;
  const errorText = (field: keyof Values) =>
    validationText(tv, form.errorOf(field), field === 'confirmPassword' ? rules.password : rules[field]);
  const { failure, onSubmit } = useFormSubmit(form, {
    pending: register.isPending,
    action: async () => {
      const request: AgentDownlineRegisterRequest = {
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      };
      for (const name of shownOptional) if (values[name].trim() !== '') request[name] = values[name].trim();
      const result = await register.mutateAsync(request);
      setRegistered(result);
      form.reset(emptyValues);
    },
  });
  const referralLink = `${window.location.origin}/register?referralCode=${encodeURIComponent(referralCode)}`;
  return (
    <div data-testid="register-downline" className="flex flex-col gap-4 md:max-w-xl">
      {registered ? <Registered result={registered} /> : null}
      {canRegister ? (
        <form
          noValidate
          data-testid="register-downline-form"
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
        >
          <p className="text-sm text-muted">{t('agentCentre.register.intro')}</p>
          <TextField
            label={t('agentCentre.register.username')}
            {...form.bind('username')}
            error={errorText('username')}
            hint={t('agentCentre.register.usernameHint', {
              min: rules.username.minLength,
              max: rules.username.maxLength,
            })}
            testId="register-downline-username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={rules.username.maxLength}
            required
          />
          <PasswordPairFields
            password={{
              label: t('agentCentre.register.password'),
              ...form.bind('password'),
              error: errorText('password'),
              testId: 'register-downline-password',
            }}
            confirmation={{
              label: t('agentCentre.register.confirmPassword'),
              ...form.bind('confirmPassword'),
              error: errorText('confirmPassword'),
              testId: 'register-downline-confirm-password',
            }}
            hint={passwordHint(tv, rules.password)}
            maxLength={rules.password.maxLength}
          />
          {shownOptional.map((name) => (
            <TextField
              key={name}
              label={t(`agentCentre.register.${name}`)}
              {...form.bind(name)}
              error={errorText(name)}
              testId={`register-downline-${name}`}
              type={name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text'}
              inputMode={name === 'paymentPassword' ? 'numeric' : name === 'email' ? 'email' : undefined}
              revealable={name === 'paymentPassword'}
              hint={name === 'paymentPassword' ? paymentPasswordHint(tv, rules.paymentPassword) : null}
              maxLength={rules[name].maxLength}
              required={rules[name].required}
              autoComplete="off"
            />
          ))}
          <FormAlert error={failure} testId="register-downline-error" />
          <SubmitButton pending={register.isPending} testId="register-downline-submit">
            {t('agentCentre.register.submit')}
          </SubmitButton>
        </form>
      ) : (
        <p
          role="alert"
          data-testid="register-downline-depth-limit"
          className="rounded-md border border-border bg-danger-surface p-3 text-sm"
        >
          {t('agentCentre.register.depthLimit')}
        </p>
      )}
      <ReferralLink link={referralLink} code={referralCode} />
    </div>
  );
}

/** The agent's referral link: visitors who register through it join the agent's team themselves. */
function ReferralLink({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div
      data-testid="register-downline-referral"
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <p className="text-sm font-semibold">{t('agentCentre.register.referralTitle')}</p>
      <p className="text-xs text-muted">{t('agentCentre.register.referralBody', { code })}</p>
      <div className="flex items-center gap-2">
        {/* The whole link wraps on a phone rather than being cut: it may be read out or typed. */}
        <code className="min-w-0 flex-1 rounded-md break-all bg-surface-2 px-3 py-2 text-xs">{link}</code>
        <button
          type="button"
          data-testid="register-downline-copy-link"
          onClick={copy}
          aria-label={t('agentCentre.register.copyLink')}
          className="grid size-10 shrink-0 place-items-center rounded-md border border-border bg-surface-2 hover:bg-surface-3"
        >
          {copied ? <CheckIcon className="size-4 text-success" /> : <CopyIcon className="size-4" />}
        </button>
      </div>
      <p aria-live="polite" className="text-xs text-success">
        {copied ? t('agentCentre.register.copied') : ''}
      </p>
    </div>
  );
}
