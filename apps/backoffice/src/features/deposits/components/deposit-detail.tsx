import type { AdminDeposit } from '@gaming/contracts/deposits';
import { CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { Modal } from '../../../components/modal';
import { useDecideDeposit } from '../api/decide-deposit';
import { useDeposit } from '../api/get-deposits';
import { useProofImage } from '../lib/use-proof-image';
import { depositMoney, depositStatusTones } from './deposit-queue';

function ProofImage({ id, index }: { id: string; index: number }) {
  const { t } = useTranslation();
  const image = useProofImage(id);
  if (image.failed) return <p className="text-danger">{t('deposits.detail.proofFailed')}</p>;
  if (!image.url) return <div className="h-48 w-full animate-pulse rounded-md bg-surface-2" />;
  return (
    <a href={image.url} target="_blank" rel="noreferrer" className="block">
      <img
        src={image.url}
        alt={t('deposits.detail.proofAlt', { index: index + 1 })}
        data-testid="deposit-proof-image"
        className="max-h-96 w-full rounded-md border border-border bg-surface-2 object-contain"
      />
    </a>
  );
}

function DecisionDialog({
  deposit,
  decision,
  onClose,
}: {
  deposit: AdminDeposit;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useDecideDeposit();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const textId = useId();
  const tooShort = decision === 'reject' && text.trim().length < 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (tooShort || mutation.isPending) return;
    mutation.mutate({ id: deposit.id, decision, text: text.trim() });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="deposit-decision-dialog"
      title={t(`deposits.decision.${decision}Title`, { amount: depositMoney(deposit, deposit.amountMinor) })}
      description={t(`deposits.decision.${decision}Description`, { member: deposit.memberUsername })}
    >
      {mutation.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p
            className="flex items-center gap-2 font-semibold text-success"
            role="status"
            data-testid="deposit-decision-done"
          >
            <CheckIcon className="size-5" />
            {t(`deposits.decision.${decision}Done`)}
          </p>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            data-testid="deposit-decision-close"
          >
            {t('actions.done')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={textId} className="font-semibold">
              {decision === 'reject' ? t('deposits.decision.reason') : t('deposits.decision.note')}
            </label>
            <textarea
              id={textId}
              data-testid="deposit-decision-text"
              className={`${inputStyles} h-24 py-2`}
              required={decision === 'reject'}
              maxLength={500}
              aria-invalid={submitted && tooShort ? true : undefined}
              aria-describedby={`${textId}-hint`}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <p
              id={`${textId}-hint`}
              className={`text-xs ${submitted && tooShort ? 'text-danger' : 'text-muted'}`}
            >
              {decision === 'reject' ? t('deposits.decision.reasonHint') : t('deposits.decision.noteHint')}
            </p>
          </div>
          {mutation.isError ? <FormError error={mutation.error} testId="deposit-decision-error" /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <button
              type="submit"
              data-testid="deposit-decision-submit"
              disabled={mutation.isPending}
              className={decision === 'approve' ? buttonStyles.primary : buttonStyles.danger}
            >
              {t(`deposits.decision.${decision}`)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

/** One deposit: the member, amounts, channel, proofs (fetched with the staff token), and the decision. */
export function DepositDetail({ id, canDecide }: { id: string; canDecide: boolean }) {
  const { t } = useTranslation();
  const deposit = useDeposit(id);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  if (deposit.isError && !deposit.data)
    return <ErrorState error={deposit.error} onRetry={() => void deposit.refetch()} />;
  if (!deposit.data) return <LoadingState />;
  const row = deposit.data;
  const mayDecide = row.status === 'pending' && row.type === 'manual_bank' && canDecide;
  return (
    <div className="flex flex-col gap-4" data-testid="deposit-detail" data-status={row.status}>
      <section className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-2xl font-bold tabular-nums">{depositMoney(row, row.amountMinor)}</span>
          <Badge tone={depositStatusTones[row.status]} value={row.status} testId="deposit-detail-status">
            {t(`deposits.statuses.${row.status}`)}
          </Badge>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={t('deposits.detail.member')}>{row.memberUsername}</Field>
          <Field label={t('deposits.detail.channel')}>
            {row.channelName} ({t(`deposits.types.${row.type}`)})
          </Field>
          <Field label={t('deposits.detail.created')}>
            <DateTime value={row.createdAt} utcOffsetMinutes={row.gmtOffsetMinutes} />
          </Field>
          <Field label={t('deposits.detail.fee')}>{depositMoney(row, row.feeMinor)}</Field>
          <Field label={t('deposits.detail.credited')}>{depositMoney(row, row.creditedAmountMinor)}</Field>
          <Field label={t('deposits.detail.note')}>{row.note ?? '—'}</Field>
          {row.gatewayPaymentId ? (
            <Field label={t('deposits.detail.gatewayPayment')}>{row.gatewayPaymentId}</Field>
          ) : null}
          {row.decidedAt ? (
            <Field label={t('deposits.detail.decided')}>
              {row.decidedBy ?? '—'} ·{' '}
              <DateTime value={row.decidedAt} utcOffsetMinutes={row.gmtOffsetMinutes} />
            </Field>
          ) : null}
          {row.reason ? <Field label={t('deposits.detail.reason')}>{row.reason}</Field> : null}
        </dl>
        {mayDecide ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              data-testid="deposit-approve"
              className={buttonStyles.primary}
              onClick={() => setDecision('approve')}
            >
              {t('deposits.decision.approve')}
            </button>
            <button
              type="button"
              data-testid="deposit-reject"
              className={buttonStyles.danger}
              onClick={() => setDecision('reject')}
            >
              {t('deposits.decision.reject')}
            </button>
          </div>
        ) : null}
      </section>
      {row.type === 'manual_bank' ? (
        <section
          className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
          aria-labelledby="deposit-proofs-title"
        >
          <h2 id="deposit-proofs-title" className="font-semibold">
            {t('deposits.detail.proofs', { count: row.proofImageIds.length })}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {row.proofImageIds.map((imageId, index) => (
              <ProofImage key={imageId} id={imageId} index={index} />
            ))}
          </div>
        </section>
      ) : null}
      {decision ? (
        <DecisionDialog deposit={row} decision={decision} onClose={() => setDecision(null)} />
      ) : null}
    </div>
  );
}
