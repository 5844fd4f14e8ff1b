import { parseDecimalAmount } from '@gaming/contracts/money';
import { CheckIcon, LockIcon, SendIcon } from '@gaming/ui/icons';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorCodeOf } from '../../../lib/api-client';
import { newRequestId } from '../../../lib/request-id';
import { useTransferDownline } from '../api/transfer-downline';
import { formatMinor } from '../hooks/use-brand';
import type { DownlineTransferResponse } from '../lib/agent-types';

export interface TransferBalance {
  availableMinor: string;
  currencySymbol: string;
  decimals: number;
}

type Step = 'form' | 'confirm' | 'done';

/** What is wrong with a typed amount, checked as the server will: the currency's decimals, above zero, affordable. */
function amountProblem(text: string, decimals: number, availableMinor: bigint): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'agentCentre.transfer.amountRequired';
  const minor = parseDecimalAmount(trimmed, decimals);
  if (minor === undefined) return 'agentCentre.transfer.amountInvalid';
  if (minor <= 0n) return 'agentCentre.transfer.amountNotPositive';
  if (minor > availableMinor) return 'agentCentre.transfer.amountAboveAvailable';
  return null;
}

/**
 * Transfer to a direct downline (spec §4, §6): amount and payment password, a last look at the amount and
 * the receiver, then the result with the agent's new balance. One idempotency key per submission: kept for
 * a retry after a lost reply (the server then pays at most once), dropped after an answer.
 */
export function DownlineTransfer({
  account,
  balance,
  hasPaymentPassword,
  onSetPaymentPassword,
}: {
  account: string;
  balance: TransferBalance | null;
  hasPaymentPassword: boolean;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="downline-transfer-open"
        onClick={() => setOpen(true)}
        className={`${buttonStyles.secondary} self-start`}
      >
        <SendIcon className="size-4 rtl:-scale-x-100" />
        {t('agentCentre.transfer.open')}
      </button>
      {open ? (
        <TransferDialog
          account={account}
          balance={balance}
          hasPaymentPassword={hasPaymentPassword}
          onSetPaymentPassword={onSetPaymentPassword}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function TransferDialog({
  account,
  balance,
  hasPaymentPassword,
  onSetPaymentPassword,
  onClose,
}: {
  account: string;
  balance: TransferBalance | null;
  hasPaymentPassword: boolean;
  onSetPaymentPassword: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const transfer = useTransferDownline();
  const requestId = useRef<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<DownlineTransferResponse | null>(null);
  const decimals = balance?.decimals ?? 2;
  const available = balance ? BigInt(balance.availableMinor) : 0n;
  const money = (minor: string | bigint) =>
    `${balance?.currencySymbol ?? ''} ${formatMinor(minor, decimals)}`.trim();
  const amountError = amountProblem(amount, decimals, available);
  const passwordError = paymentPassword === '' ? 'agentCentre.transfer.paymentPasswordRequired' : null;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountError || passwordError) return;
    setFailure(null);
    setStep('confirm');
  };

  const send = async () => {
    if (transfer.isPending) return;
    requestId.current ??= newRequestId();
    try {
      const answer = await transfer.mutateAsync({
        requestId: requestId.current,
        amount: amount.trim(),
        paymentPassword,
        downlineAccount: account,
      });
      requestId.current = null;
      setResult(answer);
      setStep('done');
    } catch (error) {
      // A refusal (4xx) recorded nothing: the next try is a new request. Otherwise keep the key.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) requestId.current = null;
      if (errorCodeOf(error) === 'payment_password_incorrect') setPaymentPassword('');
      setFailure(error);
      setStep('form');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !transfer.isPending) onClose();
      }}
      testId="downline-transfer-dialog"
      title={t('agentCentre.transfer.title', { account })}
      description={t('agentCentre.transfer.intro')}
    >
      {!hasPaymentPassword ? (
        <div data-testid="downline-transfer-needs-password" className="mt-4 flex flex-col gap-3">
          <p className="flex items-start gap-2 text-sm">
            <LockIcon className="size-5 shrink-0 text-muted" />
            {t('agentCentre.transfer.needsPaymentPassword')}
          </p>
          <button
            type="button"
            onClick={onSetPaymentPassword}
            className={`${buttonStyles.primary} self-start`}
          >
            {t('agentCentre.transfer.setPaymentPassword')}
          </button>
        </div>
      ) : step === 'done' && result ? (
        <div role="status" data-testid="downline-transfer-success" className="mt-4 flex flex-col gap-4">
          <p className="flex items-start gap-2">
            <CheckIcon className="size-6 shrink-0 text-success" />
            <span>
              {t('agentCentre.transfer.successBody', {
                amount: money(result.amountMinor),
                account: result.counterpartAccount,
              })}
            </span>
          </p>
          <p className="text-sm">
            {t('agentCentre.transfer.newBalance')}{' '}
            <span data-testid="downline-transfer-balance" className="font-bold tabular-nums">
              {money(result.balanceAfterMinor)}
            </span>
          </p>
          <button
            type="button"
            data-testid="downline-transfer-done"
            onClick={onClose}
            className={buttonStyles.primary}
          >
            {t('agentCentre.actions.done')}
          </button>
        </div>
      ) : step === 'confirm' ? (
        <div data-testid="downline-transfer-confirm-step" className="mt-4 flex flex-col gap-4">
          <dl className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-muted">{t('agentCentre.transfer.amount')}</dt>
              <dd
                data-testid="downline-transfer-confirm-amount"
                className="text-xl font-extrabold tabular-nums"
              >
                {money(parseDecimalAmount(amount.trim(), decimals) ?? 0n)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-muted">{t('agentCentre.transfer.to')}</dt>
              <dd className="font-semibold">{account}</dd>
            </div>
          </dl>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              disabled={transfer.isPending}
              onClick={() => setStep('form')}
              className={`${buttonStyles.secondary} h-11`}
            >
              {t('agentCentre.actions.back')}
            </button>
            <button
              type="button"
              data-testid="downline-transfer-confirm"
              disabled={transfer.isPending}
              aria-busy={transfer.isPending}
              onClick={() => void send()}
              className={`${buttonStyles.primary} h-11`}
            >
              {transfer.isPending ? <Spinner /> : null}
              {t('agentCentre.transfer.confirm')}
            </button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={review}
          data-testid="downline-transfer-form"
          className="mt-4 flex flex-col gap-4"
        >
          <p className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2.5 text-sm">
            <span className="text-muted">{t('agentCentre.transfer.available')}</span>
            <span data-testid="downline-transfer-available" className="font-bold tabular-nums">
              {balance ? money(balance.availableMinor) : '—'}
            </span>
          </p>
          <TextField
            label={t('agentCentre.transfer.amountLabel', { symbol: balance?.currencySymbol ?? '' })}
            value={amount}
            onChange={setAmount}
            error={submitted && amountError ? t(amountError, { count: decimals }) : null}
            testId="downline-transfer-amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            required
          />
          <TextField
            label={t('agentCentre.transfer.paymentPassword')}
            type="password"
            revealable
            value={paymentPassword}
            onChange={setPaymentPassword}
            error={submitted && passwordError ? t(passwordError) : null}
            testId="downline-transfer-payment-password"
            autoComplete="off"
            maxLength={128}
            required
          />
          <FormAlert error={failure} testId="downline-transfer-error" />
          <button
            type="submit"
            data-testid="downline-transfer-submit"
            disabled={!balance}
            className={`${buttonStyles.primary} h-11`}
          >
            {t('agentCentre.transfer.review')}
          </button>
        </form>
      )}
    </Modal>
  );
}
