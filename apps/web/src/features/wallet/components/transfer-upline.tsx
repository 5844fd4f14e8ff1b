import { CheckIcon, LockIcon, UsersIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormAlert, minutesToWait } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { errorCodeOf } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useBalance } from '../api/get-balance';
import { useTransferUplineStatus } from '../api/get-transfer-upline-status';
import { useUplineTransfer } from '../hooks/use-upline-transfer';
import { type AmountProblem, checkAmount, formatMoney, toMinor, withSymbol } from '../lib/money';
import type { BalanceResponse, MemberTransferResponse } from '../lib/wallet-types';
import { TransferConfirmDialog } from './transfer-confirm-dialog';

type TransferValues = { amount: string; paymentPassword: string };
const emptyValues: TransferValues = { amount: '', paymentPassword: '' };

const amountProblemKeys: Record<AmountProblem, string> = {
  required: 'transfer.amountRequired',
  invalid: 'transfer.amountInvalid',
  tooPrecise: 'transfer.amountTooPrecise',
  notPositive: 'transfer.amountNotPositive',
  aboveAvailable: 'transfer.amountAboveAvailable',
};
/** The server's field message for an amount it refused (contracts: amountInputSchema). */
const serverAmountMessage = 'validation.amount';

function Notice({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-accent-text">
        {icon}
      </span>
      {children}
    </div>
  );
}

function SuccessNotice({ result, balance }: { result: MemberTransferResponse; balance: BalanceResponse }) {
  const { t } = useTranslation(['wallet', 'common']);
  const money = (minor: string) => withSymbol(balance.currencySymbol, formatMoney(minor, balance.decimals));
  return (
    <div
      role="status"
      data-testid="transfer-success"
      className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <CheckIcon className="mt-0.5 size-6 shrink-0 text-success" />
      <div className="min-w-0">
        <p className="font-bold">{t('transfer.successTitle')}</p>
        <p className="text-sm">
          {t('transfer.successBody', {
            amount: money(result.amountMinor),
            account: result.counterpartAccount,
          })}
        </p>
        <p className="mt-1 text-sm">
          {t('transfer.newBalance')}{' '}
          <span data-testid="transfer-success-balance" className="font-bold tabular-nums">
            {money(result.balanceAfterMinor)}
          </span>
        </p>
      </div>
    </div>
  );
}

/** The member's failure: payment lock-outs name payments (not the login), the rest as everywhere. */
function TransferFailure({
  error,
  onSetPaymentPassword,
}: {
  error: unknown;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const code = errorCodeOf(error);
  const minutes = minutesToWait(error);
  if (code === 'account_locked') {
    return (
      <p
        role="alert"
        data-testid="transfer-error"
        data-error-code={code}
        className="rounded-md border border-border bg-danger-surface p-3 text-sm"
      >
        {minutes === null
          ? t('transfer.paymentsLocked')
          : t('transfer.paymentsLockedMinutes', { count: minutes })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <FormAlert error={error} testId="transfer-error" />
      {code === 'payment_password_required' ? (
        <button
          type="button"
          data-testid="transfer-error-set-payment-password"
          onClick={onSetPaymentPassword}
          className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
        >
          {t('transfer.setPaymentPassword')}
        </button>
      ) : null}
    </div>
  );
}

function NoUpline() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <div data-testid="transfer-no-upline">
      <EmptyState
        icon={<UsersIcon className="size-6" />}
        title={t('transfer.noUplineTitle')}
        body={t('transfer.noUplineBody')}
      />
    </div>
  );
}

/**
 * Transfer to upline (spec §2, §4): amount and payment password, a confirmation with the amount and the
 * receiver, then a success notice with the new balance. Whether there is an upline is asked first: a
 * member without one is told so before anything else (also should it go while the form is open).
 */
export function TransferUpline({
  hasPaymentPassword,
  onSetPaymentPassword,
}: {
  hasPaymentPassword: boolean;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const balance = useBalance();
  const status = useTransferUplineStatus();
  const [noUpline, setNoUpline] = useState(false);
  if (noUpline || status.data?.hasUpline === false) return <NoUpline />;
  if (status.isError && !status.data) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  if (!status.data) return <Skeleton className="h-72" />;
  if (!hasPaymentPassword) {
    return (
      <Notice icon={<LockIcon />} testId="transfer-needs-payment-password">
        <p className="flex-1 text-sm">{t('transfer.needsPaymentPassword')}</p>
        <button
          type="button"
          data-testid="transfer-set-payment-password"
          onClick={onSetPaymentPassword}
          className={`${buttonStyles.primary} shrink-0`}
        >
          {t('transfer.setPaymentPassword')}
        </button>
      </Notice>
    );
  }
  if (balance.isError && !balance.data) {
    return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
  }
  if (!balance.data) return <Skeleton className="h-72" />;
  return (
    <TransferForm
      balance={balance.data}
      onNoUpline={() => setNoUpline(true)}
      onSetPaymentPassword={onSetPaymentPassword}
    />
  );
}

function TransferForm({
  balance,
  onNoUpline,
  onSetPaymentPassword,
}: {
  balance: BalanceResponse;
  onNoUpline: () => void;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const transfer = useUplineTransfer();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [success, setSuccess] = useState<MemberTransferResponse | null>(null);
  const availableMinor = toMinor(balance.availableMinor);
  const validate = useCallback(
    (values: TransferValues) => {
      const problem = checkAmount(values.amount, balance.decimals, availableMinor).problem;
      return {
        amount: problem ? amountProblemKeys[problem] : null,
        paymentPassword: values.paymentPassword === '' ? 'transfer.paymentPasswordRequired' : null,
      };
    },
    [balance.decimals, availableMinor],
  );
  const form = useForm<TransferValues>(emptyValues, validate);
  const { values } = form;
  const money = (minor: bigint | string) =>
    withSymbol(balance.currencySymbol, formatMoney(minor, balance.decimals));
  const parsedAmount = checkAmount(values.amount, balance.decimals).amountMinor;
  const errorText = (field: keyof TransferValues) => {
    const key = form.errorOf(field);
    if (!key) return null;
    return t(key === serverAmountMessage ? 'transfer.amountInvalid' : key, { count: balance.decimals });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || transfer.pending) return;
    setFailure(null);
    setSuccess(null);
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const result = await transfer.send(values.amount.trim(), values.paymentPassword);
      if (!result) return;
      setSuccess(result);
      form.reset(emptyValues);
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      if (errorCodeOf(error) === 'no_upline') {
        onNoUpline();
        return;
      }
      if (errorCodeOf(error) === 'payment_password_incorrect') form.set('paymentPassword', '');
      form.takeServerIssues(error);
      setFailure(error);
    }
  };

  return (
    <div data-testid="transfer-upline" className="flex flex-col gap-4">
      {success ? <SuccessNotice result={success} balance={balance} /> : null}
      <form
        noValidate
        data-testid="transfer-form"
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5 md:max-w-lg"
      >
        <p className="text-sm text-muted">{t('transfer.intro')}</p>
        <p className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2.5 text-sm">
          <span className="text-muted">{t('transfer.available')}</span>
          <span data-testid="transfer-available" className="font-bold tabular-nums">
            {money(balance.availableMinor)}
          </span>
        </p>
        <TextField
          label={t('transfer.amount', { symbol: balance.currencySymbol })}
          value={values.amount}
          onChange={(value) => form.set('amount', value)}
          onBlur={() => form.touch('amount')}
          error={errorText('amount')}
          hint={t('transfer.amountHint', { count: balance.decimals })}
          testId="transfer-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatMoney(0n, balance.decimals)}
          maxLength={24}
          required
        />
        <TextField
          label={t('transfer.paymentPassword')}
          type="password"
          revealable
          value={values.paymentPassword}
          onChange={(value) => form.set('paymentPassword', value)}
          onBlur={() => form.touch('paymentPassword')}
          error={errorText('paymentPassword')}
          testId="transfer-payment-password"
          autoComplete="off"
          maxLength={128}
          required
        />
        {failure ? <TransferFailure error={failure} onSetPaymentPassword={onSetPaymentPassword} /> : null}
        {failure && transfer.uncertain ? (
          <p data-testid="transfer-uncertain" className="text-xs text-muted">
            {t('transfer.uncertain')}
          </p>
        ) : null}
        <button
          type="submit"
          data-testid="transfer-submit"
          disabled={transfer.pending}
          className={`${buttonStyles.primary} h-11`}
        >
          {t('transfer.submit')}
        </button>
      </form>
      <TransferConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        amountText={parsedAmount === null ? '' : money(parsedAmount)}
        counterpart={t('transfer.yourUpline')}
        pending={transfer.pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
