import type { BalanceResponse } from '@gaming/contracts/wallet';
import {
  type Withdrawal,
  type WithdrawSettingsResponse,
  withdrawalFeeMinor,
} from '@gaming/contracts/withdrawals';
import { AlertIcon, CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert, minutesToWait } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorCodeOf } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { type AmountCheck, checkWithdrawAmount, money } from '../lib/withdraw-money';

type FormValues = {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  amount: string;
  paymentPassword: string;
};

const amountProblemKeys: Record<NonNullable<AmountCheck['problem']>, string> = {
  required: 'form.amountRequired',
  invalid: 'form.amountInvalid',
  belowMinimum: 'form.amountBelowMinimum',
  aboveMaximum: 'form.amountAboveMaximum',
  aboveAvailable: 'form.amountAboveAvailable',
};

function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One idempotency key per submission: kept after a lost reply or a 5xx (the outcome is unknown, so the
 * retry must not create a second withdrawal), dropped after success or a definitive 4xx refusal.
 */
function useWithdrawalRequest() {
  const mutation = useCreateWithdrawal();
  const requestId = useRef<string | null>(null);
  const send = async (values: FormValues): Promise<Withdrawal> => {
    requestId.current ??= newRequestId();
    try {
      const result = await mutation.mutateAsync({ requestId: requestId.current, ...values });
      requestId.current = null;
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestId.current = null;
      throw error;
    }
  };
  return { send, pending: mutation.isPending };
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-surface-2 px-3 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd data-testid={testId} className="font-bold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** The request form (spec §2 withdraw): available balance, limits, receiving account, amount, payment password. */
export function WithdrawForm({
  settings,
  balance,
  onSetPaymentPassword,
  renderWageringBlock,
}: {
  settings: WithdrawSettingsResponse;
  balance: BalanceResponse;
  onSetPaymentPassword: () => void;
  /** A refusal for a bonus still in wagering, told by the rewards feature (the page composes it). */
  renderWageringBlock: (error: unknown) => ReactNode;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const request = useWithdrawalRequest();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const { decimals, currencySymbol: symbol } = settings;
  const show = (minor: string | bigint) => money(symbol, minor, decimals);
  const { minimumMinor, maximumMinor } = settings;
  const { availableMinor } = balance;
  const limits = {
    minimumMinor: BigInt(minimumMinor),
    maximumMinor: BigInt(maximumMinor),
    availableMinor: BigInt(availableMinor),
  };
  const validate = useCallback(
    (values: FormValues) => {
      const problem = checkWithdrawAmount(values.amount, decimals, {
        minimumMinor: BigInt(minimumMinor),
        maximumMinor: BigInt(maximumMinor),
        availableMinor: BigInt(availableMinor),
      }).problem;
      return {
        bankName: values.bankName.trim().length < 2 ? 'form.bankNameRequired' : null,
        accountHolder: values.accountHolder.trim().length < 2 ? 'form.accountHolderRequired' : null,
        accountNumber: /^[0-9A-Za-z -]{4,40}$/.test(values.accountNumber.trim())
          ? null
          : 'form.accountNumberInvalid',
        amount: problem ? amountProblemKeys[problem] : null,
        paymentPassword: values.paymentPassword === '' ? 'form.paymentPasswordRequired' : null,
      };
    },
    [decimals, minimumMinor, maximumMinor, availableMinor],
  );
  const last = settings.lastAccount;
  const form = useForm<FormValues>(
    {
      bankName: last?.bankName ?? '',
      accountHolder: last?.accountHolder ?? '',
      accountNumber: last?.accountNumber ?? '',
      amount: '',
      paymentPassword: '',
    },
    validate,
  );
  const { values } = form;
  const amountCheck = checkWithdrawAmount(values.amount, decimals, limits);
  const feeMinor =
    amountCheck.amountMinor === null ? null : withdrawalFeeMinor(settings, amountCheck.amountMinor);
  const blocked = settings.remainingToday === 0 || settings.awaitingConfirmation;
  const fieldError = (field: keyof FormValues) => {
    const key = form.errorOf(field);
    if (!key) return null;
    if (key.startsWith('validation.')) return t('form.invalidField');
    return t(key, {
      minimum: show(settings.minimumMinor),
      maximum: show(settings.maximumMinor),
      available: show(balance.availableMinor),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || request.pending || blocked) return;
    setFailure(null);
    setCreated(null);
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const result = await request.send({ ...values, amount: values.amount.trim() });
      setCreated(result);
      form.reset({ ...values, amount: '', paymentPassword: '' });
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      if (errorCodeOf(error) === 'payment_password_incorrect') form.set('paymentPassword', '');
      form.takeServerIssues(error);
      setFailure(error);
    }
  };

  return (
    <section aria-labelledby="withdraw-form-title" className="flex flex-col gap-4">
      <h2 id="withdraw-form-title" className="text-lg font-bold">
        {t('form.title')}
      </h2>
      {created ? (
        <p
          role="status"
          data-testid="withdraw-success"
          className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4 text-sm"
        >
          <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{t('form.success', { amount: show(created.amountMinor) })}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Figure
          label={t('form.available')}
          value={show(balance.availableMinor)}
          testId="withdraw-available"
        />
        <Figure label={t('form.held')} value={show(balance.heldMinor)} testId="withdraw-held" />
        <Figure
          label={t('form.limits')}
          value={
            // Each amount stays whole on a phone; only the range may wrap, after the dash.
            <>
              <span className="whitespace-nowrap">{show(settings.minimumMinor)} –</span>{' '}
              <span className="whitespace-nowrap">{show(settings.maximumMinor)}</span>
            </>
          }
          testId="withdraw-limits"
        />
        <Figure
          label={t('form.remainingToday')}
          value={t('form.remainingTodayValue', {
            remaining: settings.remainingToday,
            total: settings.dailyCount,
          })}
          testId="withdraw-remaining"
        />
      </dl>
      {blocked ? (
        <p
          role="status"
          data-testid="withdraw-blocked"
          className="flex items-start gap-2 rounded-md border border-border bg-warning-surface p-3 text-sm"
        >
          <AlertIcon className="size-5 shrink-0 text-warning" />
          <span>
            {settings.awaitingConfirmation ? t('form.awaitingConfirmation') : t('form.noneLeftToday')}
          </span>
        </p>
      ) : null}
      <form
        noValidate
        data-testid="withdraw-form"
        onSubmit={submit}
        className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5 md:grid-cols-2"
      >
        <fieldset className="flex flex-col gap-4 md:col-span-2 md:grid md:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{t('form.receivingAccount')}</legend>
          <TextField
            label={t('form.bankName')}
            value={values.bankName}
            onChange={(value) => form.set('bankName', value)}
            onBlur={() => form.touch('bankName')}
            error={fieldError('bankName')}
            testId="withdraw-bank-name"
            autoComplete="off"
            maxLength={80}
            required
          />
          <TextField
            label={t('form.accountHolder')}
            value={values.accountHolder}
            onChange={(value) => form.set('accountHolder', value)}
            onBlur={() => form.touch('accountHolder')}
            error={fieldError('accountHolder')}
            testId="withdraw-account-holder"
            autoComplete="name"
            maxLength={80}
            required
          />
          <TextField
            label={t('form.accountNumber')}
            value={values.accountNumber}
            onChange={(value) => form.set('accountNumber', value)}
            onBlur={() => form.touch('accountNumber')}
            error={fieldError('accountNumber')}
            testId="withdraw-account-number"
            autoComplete="off"
            inputMode="text"
            maxLength={40}
            required
          />
        </fieldset>
        <TextField
          label={t('form.amount', { symbol })}
          value={values.amount}
          onChange={(value) => form.set('amount', value)}
          onBlur={() => form.touch('amount')}
          error={fieldError('amount')}
          hint={
            feeMinor !== null && feeMinor > 0n && amountCheck.amountMinor !== null
              ? t('form.feeHint', {
                  fee: show(feeMinor),
                  receive: show(amountCheck.amountMinor - feeMinor),
                })
              : t('form.amountHint', { decimals })
          }
          testId="withdraw-amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          required
        />
        <TextField
          label={t('form.paymentPassword')}
          type="password"
          revealable
          value={values.paymentPassword}
          onChange={(value) => form.set('paymentPassword', value)}
          onBlur={() => form.touch('paymentPassword')}
          error={fieldError('paymentPassword')}
          testId="withdraw-payment-password"
          autoComplete="off"
          maxLength={128}
          required
        />
        <div className="flex flex-col gap-3 md:col-span-2">
          {failure ? (
            <WithdrawFailure
              error={failure}
              onSetPaymentPassword={onSetPaymentPassword}
              renderWageringBlock={renderWageringBlock}
            />
          ) : null}
          <p className="text-xs text-muted">
            {t('form.autoConfirmNote', { hours: Math.round((settings.autoConfirmMinutes / 60) * 10) / 10 })}
          </p>
          <button
            type="submit"
            data-testid="withdraw-submit"
            disabled={request.pending || blocked}
            className={`${buttonStyles.primary} h-11 md:w-60`}
          >
            {t('form.submit')}
          </button>
        </div>
      </form>
      <Modal
        open={confirming}
        onOpenChange={(next) => (request.pending ? undefined : setConfirming(next))}
        testId="withdraw-confirm-dialog"
        title={t('confirm.title')}
        description={t('confirm.body')}
      >
        <dl className="my-5 flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{t('confirm.amount')}</dt>
            <dd data-testid="withdraw-confirm-amount" className="text-xl font-extrabold tabular-nums">
              {amountCheck.amountMinor === null ? '' : show(amountCheck.amountMinor)}
            </dd>
          </div>
          {feeMinor !== null && feeMinor > 0n ? (
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-muted">{t('confirm.fee')}</dt>
              <dd className="tabular-nums">{show(feeMinor)}</dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted">{t('confirm.to')}</dt>
            <dd className="text-end font-semibold break-all">
              {values.bankName} · {values.accountHolder} · {values.accountNumber}
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-col-reverse gap-2 sm:mt-0 sm:flex-row sm:justify-end">
          <button
            type="button"
            data-testid="withdraw-cancel"
            disabled={request.pending}
            onClick={() => setConfirming(false)}
            className={`${buttonStyles.secondary} h-11`}
          >
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            data-testid="withdraw-confirm"
            disabled={request.pending}
            aria-busy={request.pending}
            onClick={() => void confirm()}
            className={`${buttonStyles.primary} h-11`}
          >
            {request.pending ? <Spinner className="size-4" /> : null}
            {t('confirm.submit')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

/** Payment lock-outs name payments (not the login); the rest as everywhere, with the spec's texts. */
function WithdrawFailure({
  error,
  onSetPaymentPassword,
  renderWageringBlock,
}: {
  error: unknown;
  onSetPaymentPassword: () => void;
  renderWageringBlock: (error: unknown) => ReactNode;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const code = errorCodeOf(error);
  if (code === 'bonus_wagering_active') {
    // A bonus still in wagering: how far it is, and the way to the reward centre (its texts load lazily).
    return (
      <Suspense fallback={<FormAlert error={error} testId="withdraw-error" />}>
        {renderWageringBlock(error)}
      </Suspense>
    );
  }
  if (code === 'account_locked') {
    const minutes = minutesToWait(error);
    return (
      <p
        role="alert"
        data-testid="withdraw-error"
        data-error-code={code}
        className="rounded-md border border-border bg-danger-surface p-3 text-sm"
      >
        {minutes === null ? t('form.paymentsLocked') : t('form.paymentsLockedMinutes', { count: minutes })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <FormAlert error={error} testId="withdraw-error" />
      {code === 'payment_password_required' ? (
        <button
          type="button"
          onClick={onSetPaymentPassword}
          className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
        >
          {t('setPaymentPassword')}
        </button>
      ) : null}
    </div>
  );
}
