import { parseDecimalAmount } from '@gaming/contracts/money';
import type { Withdrawal } from '@gaming/contracts/withdrawals';
import { PlusIcon } from '@gaming/ui/icons';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal';
import { useReportNotReceived } from '../api/report-not-received';
import { checkProofFiles, type ProofProblem, proofCandidatesOf } from '../lib/proof-files';
import { money } from '../lib/withdraw-money';

type Money = { symbol: string; decimals: number };

/** What each receipt dialog is given by the withdrawal list. */
interface ReceiptProps {
  withdrawal: Withdrawal;
  currency: Money;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The frame of the receipt dialogs: closing waits for the call under way; the fields (if any), the
 * failure, Cancel and the submit. Test ids follow `<testId>-dialog`, `-error` and `-submit`.
 */
export function ReceiptDialog({
  open,
  onOpenChange,
  title,
  description,
  testId,
  onSubmit,
  mutation,
  submitLabel,
  dismissLabel,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  mutation: { isPending: boolean; error: unknown };
  submitLabel: string;
  /** The label of the button that closes without acting; "Cancel" unless that would be ambiguous. */
  dismissLabel?: string;
  returnFocusTo?: () => HTMLElement | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const pending = mutation.isPending;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      testId={`${testId}-dialog`}
      title={title}
      description={description}
      returnFocusTo={returnFocusTo}
    >
      {/* With fields the form keeps its distance from the description; the buttons alone need none. */}
      <form
        noValidate
        onSubmit={onSubmit}
        className={children ? 'mt-4 flex flex-1 flex-col gap-4' : 'flex flex-1 flex-col'}
      >
        {children}
        <FormAlert error={mutation.error} testId={`${testId}-error`} />
        <div className="mt-auto flex flex-col-reverse gap-2 pt-4 sm:mt-0 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={pending}
            onClick={() => onOpenChange(false)}
            className={`${buttonStyles.secondary} h-11`}
          >
            {dismissLabel ?? t('confirm.cancel')}
          </button>
          <button
            type="submit"
            data-testid={`${testId}-submit`}
            disabled={pending}
            aria-busy={pending}
            className={`${buttonStyles.primary} h-11`}
          >
            {pending ? <Spinner className="size-4" /> : null}
            {submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** "Received": one question, one click; the money already left, so nothing is reversed by it. */
export function ReceivedDialog({ withdrawal, currency, open, onOpenChange }: ReceiptProps) {
  const { t } = useTranslation(['withdraw', 'common']);
  const mutation = useConfirmWithdrawal();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { id: withdrawal.id, request: { outcome: 'received' } },
      { onSuccess: () => onOpenChange(false) },
    );
  };
  return (
    <ReceiptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('receipt.receivedTitle')}
      description={t('receipt.receivedBody', {
        amount: money(currency.symbol, withdrawal.payoutMinor, currency.decimals),
      })}
      testId="withdraw-received"
      onSubmit={submit}
      mutation={mutation}
      submitLabel={t('receipt.receivedSubmit')}
    />
  );
}

/** "Partly received": the amount that arrived; the remainder (what staff investigate) is shown as typed. */
export function PartlyReceivedDialog({ withdrawal, currency, open, onOpenChange }: ReceiptProps) {
  const { t } = useTranslation(['withdraw', 'common']);
  const mutation = useConfirmWithdrawal();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const payout = BigInt(withdrawal.payoutMinor);
  const received = parseDecimalAmount(amount.trim(), currency.decimals);
  const valid = received !== undefined && received > 0n && received < payout;
  const problem =
    !touched || valid
      ? null
      : t('receipt.partlyInvalid', { amount: money(currency.symbol, payout, currency.decimals) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    mutation.mutate(
      { id: withdrawal.id, request: { outcome: 'partly_received', amountReceived: amount.trim() } },
      { onSuccess: () => onOpenChange(false) },
    );
  };
  return (
    <ReceiptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('receipt.partlyTitle')}
      description={t('receipt.partlyBody')}
      testId="withdraw-partly"
      onSubmit={submit}
      mutation={mutation}
      submitLabel={t('receipt.partlySubmit')}
    >
      <TextField
        label={t('receipt.amountReceived', { symbol: currency.symbol })}
        value={amount}
        onChange={setAmount}
        onBlur={() => setTouched(true)}
        error={problem}
        testId="withdraw-partly-amount"
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        required
      />
      <dl className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('receipt.paidOut')}</dt>
          <dd className="tabular-nums">{money(currency.symbol, payout, currency.decimals)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted">{t('receipt.remainder')}</dt>
          <dd data-testid="withdraw-partly-remainder" className="font-bold tabular-nums">
            {valid && received !== undefined
              ? money(currency.symbol, payout - received, currency.decimals)
              : '—'}
          </dd>
        </div>
      </dl>
    </ReceiptDialog>
  );
}

/** "Not received": 1 to 3 png/jpg proof images (≤5 MB each) and an optional note; staff investigate. */
export function NotReceivedDialog({ withdrawal, open, onOpenChange }: Omit<ReceiptProps, 'currency'>) {
  const { t } = useTranslation(['withdraw', 'common']);
  const mutation = useReportNotReceived();
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  // The checks read each file's first bytes (a renamed file is not an image); the last choice wins.
  const latest = useRef<File[]>([]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    latest.current = chosen;
    setFiles(chosen);
    setProblem(null);
    if (chosen.length === 0) return;
    void proofCandidatesOf(chosen).then((candidates) => {
      if (latest.current === chosen) setProblem(checkProofFiles(candidates));
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void proofCandidatesOf(files).then((candidates) => {
      const found = checkProofFiles(candidates);
      setProblem(found);
      if (found) return;
      mutation.mutate({ id: withdrawal.id, files, note }, { onSuccess: () => onOpenChange(false) });
    });
  };
  return (
    <ReceiptDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('receipt.notReceivedTitle')}
      description={t('receipt.notReceivedBody')}
      testId="withdraw-not-received"
      onSubmit={submit}
      mutation={mutation}
      submitLabel={t('receipt.notReceivedSubmit')}
    >
      <div className="flex flex-col gap-1.5">
        <span id={`${inputId}-label`} className="text-sm font-medium">
          {t('receipt.proofLabel')}
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        </span>
        {/* The browser's own file button speaks the browser's language, not the site's: it is hidden and
              a translated button-like label opens it. */}
        <label
          htmlFor={inputId}
          className={`${buttonStyles.secondary} h-11 cursor-pointer self-start focus-within:ring-2 focus-within:ring-focus`}
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {files.length > 0 ? t('receipt.proofChosen', { count: files.length }) : t('receipt.proofChoose')}
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/png,image/jpeg"
            data-testid="withdraw-proof-input"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={`${inputId}-hint`}
            aria-invalid={problem ? true : undefined}
            required
            onChange={choose}
            className="sr-only"
          />
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {t('receipt.proofHint')}
        </p>
        {files.length > 0 ? (
          <ul data-testid="withdraw-proof-files" className="flex flex-col gap-1 text-xs">
            {files.map((file, index) => (
              // A selection is replaced whole, never reordered; two files may share name and size.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity here
              <li key={index} className="truncate">
                {t('receipt.proofFile', {
                  name: file.name,
                  size: Math.max(1, Math.round(file.size / 1024)),
                })}
              </li>
            ))}
          </ul>
        ) : null}
        {problem ? (
          <p
            role="alert"
            data-testid="withdraw-proof-error"
            data-error-code={problem}
            className="text-sm text-danger"
          >
            {t(`common:errors.${problem}`)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${inputId}-note`} className="text-sm font-medium">
          {t('receipt.note')}
        </label>
        <textarea
          id={`${inputId}-note`}
          data-testid="withdraw-not-received-note"
          value={note}
          maxLength={500}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          className="w-full rounded-md border border-border bg-surface-2 p-3 text-base text-text focus:border-focus focus:outline-none sm:text-sm"
        />
      </div>
    </ReceiptDialog>
  );
}
