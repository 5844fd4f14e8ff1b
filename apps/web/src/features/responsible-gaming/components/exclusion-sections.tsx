import type { RgProfile } from '@gaming/contracts/jurisdiction';
import type { RgExclusionStarted } from '@gaming/contracts/rg-exclusions';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { type ExclusionRequest, useStartExclusion } from '../api/start-exclusion';
import { useSignOutHere } from '../hooks/use-sign-out-here';
import { useExclusionNoticeStore } from '../lib/exclusion-notice-store';
import { breakChoices } from '../lib/rg-format';

/** After any exclusion: every session has ended on the server; sign out here and tell its end. */
function useAfterExclusion() {
  const signOut = useSignOutHere();
  const show = useExclusionNoticeStore((state) => state.show);
  return async (reply: RgExclusionStarted) => {
    // After the page has gone: its own dialogs close with it and would take a notice opened over them along.
    await signOut({ callServer: false });
    show(reply.restriction);
  };
}

function SectionCard({
  id,
  title,
  body,
  children,
}: {
  id: string;
  title: string;
  body: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-bg-elevated p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-bold">
        {title}
      </h3>
      <p className="text-sm text-muted">{body}</p>
      {children}
    </section>
  );
}

/** A confirmation dialog whose confirm button starts the exclusion. */
function ConfirmExclusionDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  request,
  confirmLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  testId: string;
  request: ExclusionRequest;
  confirmLabel: string;
}) {
  const { t } = useTranslation(['responsible', 'common']);
  const start = useStartExclusion();
  const after = useAfterExclusion();
  return (
    <Modal open={open} onOpenChange={onOpenChange} testId={testId} title={title} description={description}>
      <FormAlert error={start.error} testId={`${testId}-error`} />
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button type="button" onClick={() => onOpenChange(false)} className={buttonStyles.secondary}>
          {t('common:actions.cancel')}
        </button>
        <button
          type="button"
          data-testid={`${testId}-confirm`}
          disabled={start.isPending}
          onClick={() => start.mutate(request, { onSuccess: (reply) => void after(reply) })}
          className={buttonStyles.primary}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

export function BreakSection({ profile }: { profile: RgProfile }) {
  const { t } = useTranslation('responsible');
  const choices = breakChoices(profile.breaks.minHours, profile.breaks.maxHours);
  const [hours, setHours] = useState(String(choices[0] ?? profile.breaks.minHours));
  const [open, setOpen] = useState(false);
  if (!profile.breaks.offered) return null;
  const label = (value: number) =>
    value % 168 === 0
      ? t('break.weeks', { count: value / 168 })
      : value % 24 === 0
        ? t('break.days', { count: value / 24 })
        : t('break.hours', { count: value });
  return (
    <SectionCard id="rg-break" title={t('break.title')} body={t('break.body')}>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('break.length')}
          value={hours}
          onChange={setHours}
          options={choices.map((value) => ({ value: String(value), label: label(value) }))}
          testId="rg-break-hours"
          className="min-w-48"
        />
        <button
          type="button"
          data-testid="rg-break-start"
          onClick={() => setOpen(true)}
          className={buttonStyles.secondary}
        >
          {t('break.start')}
        </button>
      </div>
      <ConfirmExclusionDialog
        open={open}
        onOpenChange={setOpen}
        testId="rg-break-dialog"
        title={t('break.confirmTitle')}
        description={t('break.confirmBody', { length: label(Number(hours)) })}
        request={{ kind: 'break', body: { hours: Number(hours) } }}
        confirmLabel={t('break.start')}
      />
    </SectionCard>
  );
}

/**
 * Self-exclusion in two steps: what it means (it cannot be undone or shortened), then the password again,
 * so nobody excludes a member from an unattended tab.
 */
export function SelfExclusionSection({ profile }: { profile: RgProfile }) {
  const { t } = useTranslation(['responsible', 'common']);
  const periods = profile.selfExclusion.periods;
  const [period, setPeriod] = useState<string>(periods[0] ?? '6m');
  const [step, setStep] = useState<'closed' | 'explain' | 'password'>('closed');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const start = useStartExclusion();
  const after = useAfterExclusion();
  const openerRef = useRef<HTMLButtonElement>(null);
  if (!profile.selfExclusion.offered || periods.length === 0) return null;
  const periodLabel = t(`selfExclusion.periods.${period}`);
  const close = () => {
    setStep('closed');
    setPassword('');
    setPasswordError(null);
    start.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setPasswordError(t('selfExclusion.passwordRequired'));
      return;
    }
    setPasswordError(null);
    const selected = periods.find((entry) => entry === period) ?? periods[0] ?? '6m';
    start.mutate(
      { kind: 'self_exclusion', body: { period: selected, password } },
      { onSuccess: (reply) => void after(reply) },
    );
  };
  return (
    <SectionCard id="rg-self-exclusion" title={t('selfExclusion.title')} body={t('selfExclusion.body')}>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('selfExclusion.period')}
          value={period}
          onChange={setPeriod}
          options={periods.map((entry) => ({ value: entry, label: t(`selfExclusion.periods.${entry}`) }))}
          testId="rg-self-exclusion-period"
          className="min-w-48"
        />
        <button
          ref={openerRef}
          type="button"
          data-testid="rg-self-exclusion-start"
          onClick={() => setStep('explain')}
          className={buttonStyles.secondary}
        >
          {t('selfExclusion.start')}
        </button>
      </div>
      <Modal
        open={step === 'explain'}
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        testId="rg-self-exclusion-dialog"
        title={t('selfExclusion.confirmTitle', { period: periodLabel })}
        description={t('selfExclusion.warning', { period: periodLabel })}
        returnFocusTo={() => openerRef.current}
      >
        <ul className="mt-3 list-disc ps-5 text-sm">
          <li>{t('selfExclusion.point1')}</li>
          <li>{t('selfExclusion.point2')}</li>
          <li>{t('selfExclusion.point3')}</li>
        </ul>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <button type="button" onClick={close} className={buttonStyles.secondary}>
            {t('common:actions.cancel')}
          </button>
          <button
            type="button"
            data-testid="rg-self-exclusion-continue"
            onClick={() => setStep('password')}
            className={buttonStyles.primary}
          >
            {t('selfExclusion.continue')}
          </button>
        </div>
      </Modal>
      <Modal
        open={step === 'password'}
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        testId="rg-self-exclusion-password-dialog"
        title={t('selfExclusion.passwordTitle')}
        description={t('selfExclusion.passwordBody', { period: periodLabel })}
        returnFocusTo={() => openerRef.current}
      >
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3">
          <TextField
            label={t('selfExclusion.password')}
            value={password}
            onChange={setPassword}
            error={passwordError}
            type="password"
            revealable
            autoComplete="current-password"
            testId="rg-self-exclusion-password"
          />
          <FormAlert error={start.error} testId="rg-self-exclusion-error" />
          <div className="mt-2 grid grid-cols-2 gap-3">
            <button type="button" onClick={close} className={buttonStyles.secondary}>
              {t('common:actions.cancel')}
            </button>
            <button
              type="submit"
              data-testid="rg-self-exclusion-confirm"
              disabled={start.isPending}
              className={buttonStyles.primary}
            >
              {t('selfExclusion.confirm')}
            </button>
          </div>
        </form>
      </Modal>
    </SectionCard>
  );
}

const closureReasons = ['gambling_harm', 'not_interested', 'other'] as const;

/** Closing the account (at once); a gambling-harm reason points to self-exclusion, which protects more. */
export function ClosureSection({
  profile,
  onOfferSelfExclusion,
}: {
  profile: RgProfile;
  onOfferSelfExclusion: () => void;
}) {
  const { t } = useTranslation('responsible');
  const [reason, setReason] = useState<(typeof closureReasons)[number]>('not_interested');
  const [open, setOpen] = useState(false);
  if (!profile.closure.offered) return null;
  return (
    <SectionCard id="rg-closure" title={t('closure.title')} body={t('closure.body')}>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('closure.reason')}
          value={reason}
          onChange={(value) => setReason(closureReasons.find((entry) => entry === value) ?? 'other')}
          options={closureReasons.map((entry) => ({ value: entry, label: t(`closure.reasons.${entry}`) }))}
          testId="rg-closure-reason"
          className="min-w-48"
        />
        <button
          type="button"
          data-testid="rg-closure-start"
          onClick={() => setOpen(true)}
          className={buttonStyles.secondary}
        >
          {t('closure.start')}
        </button>
      </div>
      {reason === 'gambling_harm' && profile.selfExclusion.offered ? (
        <p data-testid="rg-closure-harm" className="rounded-md border border-border bg-surface-2 p-3 text-sm">
          {t('closure.harmAdvice')}{' '}
          <button
            type="button"
            onClick={onOfferSelfExclusion}
            className="font-semibold text-accent-text underline underline-offset-4"
          >
            {t('closure.harmLink')}
          </button>
        </p>
      ) : null}
      <ConfirmExclusionDialog
        open={open}
        onOpenChange={setOpen}
        testId="rg-closure-dialog"
        title={t('closure.confirmTitle')}
        description={t('closure.confirmBody')}
        request={{ kind: 'closure', body: { reason } }}
        confirmLabel={t('closure.start')}
      />
    </SectionCard>
  );
}
