import {
  type Deposit,
  type DepositChannel,
  type DepositChannelsResponse,
  type DepositGatewayCreateResponse,
  gatewayPaymentExpiryMinutes,
} from '@gaming/contracts/deposits';
import { ArrowUpRightIcon, CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { CopyValue } from '../../../components/copy-value';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { ApiError, errorCodeOf } from '../../../lib/api-client';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateGatewayDeposit } from '../api/create-gateway-deposit';
import { useCreateManualDeposit } from '../api/create-manual-deposit';
import { useDeposits } from '../api/get-deposits';
import {
  type AmountProblem,
  checkDepositAmount,
  formatAmount,
  isSafePayUrl,
  quickAmounts,
} from '../lib/deposit-amount';
import { ProofPicker } from './proof-picker';

const amountProblemKeys: Record<AmountProblem, string> = {
  required: 'amount.required',
  invalid: 'amount.invalid',
  tooPrecise: 'amount.tooPrecise',
  belowMinimum: 'amount.belowMinimum',
  aboveMaximum: 'amount.aboveMaximum',
  feeTooHigh: 'amount.belowMinimum',
};

function BankDetails({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation(['deposit', 'common']);
  if (!channel.bank) return null;
  return (
    <section
      aria-labelledby="deposit-bank-title"
      className="rounded-lg border border-border bg-surface-2 p-3"
    >
      <h3 id="deposit-bank-title" className="text-sm font-semibold">
        {t('bank.title')}
      </h3>
      <dl className="divide-y divide-border" data-testid="deposit-bank-details">
        <CopyValue label={t('bank.bankName')} value={channel.bank.bankName} testId="deposit-bank-name" />
        <CopyValue
          label={t('bank.accountName')}
          value={channel.bank.accountName}
          testId="deposit-bank-account-name"
        />
        <CopyValue
          label={t('bank.accountNumber')}
          value={channel.bank.accountNumber}
          testId="deposit-bank-account-number"
        />
      </dl>
      {channel.bank.instructions ? (
        <p dir="auto" className="mt-2 text-xs text-muted">
          {channel.bank.instructions}
        </p>
      ) : null}
    </section>
  );
}

/** Where the member pays a gateway deposit: a link they click (no pop-up blocker), in a new tab. */
function PayLink({
  payUrl,
  deposit,
  money,
  onAnother,
}: {
  payUrl: string;
  deposit: Deposit;
  money: (minor: string) => string;
  onAnother: () => void;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  // The list's first page (the same query the deposit list shows, kept fresh by live events and polling)
  // says when the payment is decided: then the pay link gives way to the outcome.
  const newest = useDeposits({ page: 1, pageSize: 10 });
  const current = newest.data?.deposits.find((candidate) => candidate.id === deposit.id);
  if (current && current.status !== 'pending') {
    const credited = current.status === 'credited';
    return (
      <div
        role="status"
        data-testid="deposit-gateway-outcome"
        data-status={current.status}
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4"
      >
        <p className={`font-semibold ${credited ? 'text-success' : 'text-danger'}`}>
          {credited
            ? t('gateway.paid', { amount: money(current.creditedAmountMinor) })
            : t('gateway.notPaid', { amount: money(current.amountMinor) })}
        </p>
        <button
          type="button"
          data-testid="deposit-another"
          onClick={onAnother}
          className={`${buttonStyles.ghost} ${buttonStyles.small} self-start`}
        >
          {t('gateway.another')}
        </button>
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="deposit-gateway-ready"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4"
    >
      <p className="font-semibold">{t('gateway.readyTitle', { amount: money(deposit.amountMinor) })}</p>
      <p className="text-sm text-muted">{t('gateway.readyBody', { minutes: gatewayPaymentExpiryMinutes })}</p>
      {isSafePayUrl(payUrl) ? (
        <a
          href={payUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="deposit-pay-link"
          className={`${buttonStyles.primary} h-11 self-start`}
        >
          {t('gateway.openPayPage')}
          <ArrowUpRightIcon className="size-4 rtl:-scale-x-100" />
        </a>
      ) : null}
      <button
        type="button"
        data-testid="deposit-another"
        onClick={onAnother}
        className={`${buttonStyles.ghost} ${buttonStyles.small} self-start`}
      >
        {t('gateway.another')}
      </button>
    </div>
  );
}

/** The amount, the channel's details, and for a bank transfer the proofs: one deposit per submission. */
export function DepositForm({
  channel,
  context,
}: {
  channel: DepositChannel;
  context: DepositChannelsResponse;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  const { decimals, currencySymbol } = context;
  const money = (minor: string | bigint) => `${currencySymbol} ${formatAmount(minor, decimals)}`;
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [proofs, setProofs] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const [proofError, setProofError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<Deposit | null>(null);
  const createdRef = useRef<HTMLParagraphElement>(null);
  // The notice sits above the form; the member pressed send at its foot (a phone's screen lengths
  // below): bring it into view and give it focus, so nobody sends the deposit twice for want of a word.
  useEffect(() => {
    if (!created) return;
    createdRef.current?.scrollIntoView({ block: 'center' });
    createdRef.current?.focus({ preventScroll: true });
  }, [created]);
  const [gatewayReady, setGatewayReady] = useState<{ deposit: Deposit; payUrl: string } | null>(null);
  const manual = useCreateManualDeposit();
  const gateway = useCreateGatewayDeposit();
  const isManual = channel.type === 'manual_bank';
  const checked = checkDepositAmount(amount, decimals, channel);
  const submission = useIdempotentSubmit<Deposit | DepositGatewayCreateResponse>((requestId) =>
    isManual
      ? manual.mutateAsync({
          requestId,
          channelId: channel.id,
          amount: amount.trim(),
          note: note.trim(),
          proofs,
        })
      : gateway.mutateAsync({ requestId, channelId: channel.id, amount: amount.trim() }),
  );
  const pending = manual.isPending || gateway.isPending;
  const changed = () => {
    submission.reset();
    setFailure(null);
  };

  const amountError = (() => {
    const serverAmount =
      failure instanceof ApiError && failure.issues.some((issue) => issue.path.endsWith('amount'));
    if (serverAmount) return t('amount.invalid', { count: decimals });
    if (!touched || !checked.problem) return null;
    return t(amountProblemKeys[checked.problem], {
      count: decimals,
      min: money(channel.minAmountMinor),
      max: money(channel.maxAmountMinor),
    });
  })();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const needsProof = isManual && proofs.length === 0;
    setProofError(needsProof ? t('common:errors.proof_required') : null);
    if (checked.problem || needsProof || pending) return;
    setFailure(null);
    try {
      const result = await submission.submit();
      if (!result) return;
      if ('deposit' in result) {
        setGatewayReady(result);
        return;
      }
      setCreated(result);
      setAmount('');
      setNote('');
      setProofs([]);
      setTouched(false);
    } catch (error) {
      setFailure(error);
    }
  };

  const failureCode = failure ? errorCodeOf(failure) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="deposit-form"
      data-channel-type={channel.type}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      {created ? (
        <p
          ref={createdRef}
          tabIndex={-1}
          role="status"
          data-testid="deposit-created"
          className="flex scroll-mt-24 items-start gap-2 rounded-md border border-border bg-surface-2 p-3 text-sm outline-none focus-visible:outline-2 focus-visible:outline-accent"
        >
          <CheckIcon className="size-5 shrink-0 text-success" />
          <span>{t('manual.created', { amount: money(created.amountMinor) })}</span>
        </p>
      ) : null}
      {isManual ? <BankDetails channel={channel} /> : null}
      <div className="flex flex-col gap-2">
        <TextField
          label={t('amount.label', { symbol: currencySymbol })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setGatewayReady(null);
            changed();
          }}
          onBlur={() => setTouched(true)}
          error={amountError}
          hint={t('amount.hint', { min: money(channel.minAmountMinor), max: money(channel.maxAmountMinor) })}
          testId="deposit-amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          required
        />
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('amount.quick')}</legend>
          {quickAmounts(channel, decimals).map((quick) => (
            <button
              key={quick}
              type="button"
              data-testid={`deposit-quick-${quick}`}
              onClick={() => {
                setAmount(quick);
                setTouched(true);
                setGatewayReady(null);
                changed();
              }}
              className={`${buttonStyles.secondary} ${buttonStyles.small} tabular-nums ${amount === quick ? 'border-accent' : ''}`}
            >
              {/* Grouped like every other amount on the page (10,000); the field still gets plain digits. */}
              {/^\d{1,15}$/.test(quick) ? BigInt(quick).toLocaleString('en-US') : quick}
            </button>
          ))}
        </fieldset>
      </div>
      {checked.problem === null ? (
        <dl
          className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-surface-2 px-3 py-2.5 text-sm"
          data-testid="deposit-summary"
        >
          <dt className="text-muted">{t('summary.fee')}</dt>
          <dd className="text-end tabular-nums">{money(checked.feeMinor)}</dd>
          <dt className="text-muted">{t('summary.credited')}</dt>
          <dd className="text-end font-bold tabular-nums" data-testid="deposit-summary-credited">
            {money(checked.amountMinor - checked.feeMinor)}
          </dd>
        </dl>
      ) : null}
      {isManual ? (
        <>
          <TextField
            label={t('manual.note')}
            value={note}
            onChange={(value) => {
              setNote(value);
              changed();
            }}
            hint={t('manual.noteHint')}
            testId="deposit-note"
            maxLength={200}
            autoComplete="off"
          />
          <ProofPicker
            files={proofs}
            onChange={(files) => {
              setProofs(files);
              setProofError(null);
              changed();
            }}
            error={proofError}
          />
        </>
      ) : null}
      {failure ? (
        failureCode === 'too_many_requests' ? (
          <p
            role="alert"
            data-testid="deposit-error"
            data-error-code={failureCode}
            className="rounded-md border border-border bg-danger-surface p-3 text-sm"
          >
            {t('errors.tooManyPending', { count: context.maxPendingDeposits })}
          </p>
        ) : (
          <FormAlert error={failure} testId="deposit-error" />
        )
      ) : null}
      {failure && submission.uncertain ? (
        <p data-testid="deposit-uncertain" className="text-xs text-muted">
          {t('errors.uncertain')}
        </p>
      ) : null}
      {gatewayReady ? (
        <PayLink
          payUrl={gatewayReady.payUrl}
          deposit={gatewayReady.deposit}
          money={money}
          onAnother={() => {
            setGatewayReady(null);
            setAmount('');
            setTouched(false);
          }}
        />
      ) : (
        <button
          type="submit"
          data-testid="deposit-submit"
          disabled={pending}
          className={`${buttonStyles.primary} h-11`}
        >
          {pending ? t('submitting') : isManual ? t('manual.submit') : t('gateway.submit')}
        </button>
      )}
    </form>
  );
}
