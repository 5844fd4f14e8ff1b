import { ShieldIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import type { LoginPortal } from '../../../lib/auth-modal-store';
import { useLoginVerify } from '../api/login-verify';
import { useCompleteLogin, type VerificationChallenge } from '../hooks/use-complete-login';

/** A login from a new IP: the code sent to the member's phone or e-mail completes it. */
export function VerificationStep({
  challenge,
  portal,
  onBack,
}: {
  challenge: VerificationChallenge;
  portal: LoginPortal;
  onBack: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [endsAtMs] = useState(() => Date.now() + challenge.expiredMinutes * 60_000);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const verify = useLoginVerify();
  const complete = useCompleteLogin(portal);
  const remaining = Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || verify.isPending) return;
    setFailure(null);
    try {
      await complete(
        await verify.mutateAsync({ challengeId: challenge.challengeId, verificationCode: code.trim() }),
      );
    } catch (error) {
      setFailure(error);
    }
  };
  const minutes = Math.floor(remaining / 60);
  const seconds = String(remaining % 60).padStart(2, '0');
  return (
    <form
      noValidate
      data-testid="login-verification"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div className="flex items-start gap-3 rounded-md bg-surface-2 p-3 text-sm">
        <ShieldIcon className="size-6 shrink-0 text-accent-text" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('verification.title')}</p>
          <p data-testid="login-verification-destination">
            {t(challenge.channel === 'sms' ? 'verification.sentSms' : 'verification.sentEmail', {
              destination: challenge.destinationMasked,
            })}
          </p>
        </div>
      </div>
      <TextField
        label={t('fields.verificationCode')}
        inputMode="numeric"
        value={code}
        onChange={setCode}
        testId="login-verification-code"
        autoComplete="one-time-code"
        maxLength={16}
        required
        hint={
          remaining > 0
            ? t('verification.expiresIn', { time: `${minutes}:${seconds}` })
            : t('verification.expired')
        }
      />
      <FormAlert error={failure} testId="login-verification-error" />
      <SubmitButton
        pending={verify.isPending}
        disabled={remaining === 0 || code.trim() === ''}
        fullWidth
        testId="login-verification-submit"
      >
        {t('verification.submit')}
      </SubmitButton>
      <button type="button" onClick={onBack} className={`${buttonStyles.ghost} w-full`}>
        {remaining === 0 ? t('verification.loginAgain') : t('verification.back')}
      </button>
    </form>
  );
}
