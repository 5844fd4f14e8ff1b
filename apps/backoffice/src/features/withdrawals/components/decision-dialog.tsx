import { formatMinorUnits } from '@gaming/contracts/money';
import type { AdminWithdrawal, AdminWithdrawalDecision } from '@gaming/contracts/withdrawals';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useDecideWithdrawal } from '../api/decide-withdrawal';

export type DecisionAction = AdminWithdrawalDecision['action'];

const reasonBounds = { min: 3, max: 500 } as const;

/** What a claim can get back: everything paid out, or the remainder of a partly received one. */
export function claimedMinor(withdrawal: AdminWithdrawal): string {
  return withdrawal.remainderMinor ?? withdrawal.payoutMinor;
}

/**
 * One confirmation for every decision: the amount in view, a reason (audited and, for a rejection,
 * shown to the member), plus the payout reference or the refund amount where the action needs one.
 */
export function DecisionDialog({
  withdrawal,
  action,
  money,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  action: DecisionAction;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useDecideWithdrawal();
  const id = useId();
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [refund, setRefund] = useState(() =>
    formatMinorUnits(BigInt(claimedMinor(withdrawal)), money.decimals).replace(/,/g, ''),
  );
  const [submitted, setSubmitted] = useState(false);
  const reasonBad = reason.trim().length < reasonBounds.min;
  const referenceBad = action === 'markPaid' && reference.trim() === '';
  const refundBad = action === 'resolveRefund' && !/^\d{1,13}(\.\d{1,4})?$/.test(refund.trim());
  const decision = (): AdminWithdrawalDecision => {
    const base = { reason: reason.trim() };
    if (action === 'markPaid') return { action, ...base, payoutReference: reference.trim() };
    if (action === 'resolveRefund') return { action, ...base, refundAmount: refund.trim() };
    return { action, ...base };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (mutation.isPending || reasonBad || referenceBad || refundBad) return;
    mutation.mutate({ id: withdrawal.id, decision: decision() }, { onSuccess: onClose });
  };
  const danger = action === 'reject' || action === 'resolveRefund';
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      testId="withdrawal-decision-dialog"
      title={t(`withdrawals.actions.${action}.title`)}
      description={t(`withdrawals.actions.${action}.description`, { account: withdrawal.memberAccount })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-center text-2xl font-bold tabular-nums">
          {formatMoney(withdrawal.amountMinor, money)}
        </p>
        {action === 'markPaid' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reference`} className="font-semibold">
              {t('withdrawals.actions.payoutReference')}
            </label>
            <input
              id={`${id}-reference`}
              data-testid="withdrawal-payout-reference"
              className={inputStyles}
              maxLength={100}
              value={reference}
              aria-invalid={submitted && referenceBad ? true : undefined}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
        ) : null}
        {action === 'resolveRefund' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-refund`} className="font-semibold">
              {t('withdrawals.actions.refundAmount', { currency: money.currency })}
            </label>
            <input
              id={`${id}-refund`}
              data-testid="withdrawal-refund-amount"
              className={inputStyles}
              inputMode="decimal"
              maxLength={24}
              value={refund}
              aria-invalid={submitted && refundBad ? true : undefined}
              aria-describedby={`${id}-refund-hint`}
              onChange={(event) => setRefund(event.target.value)}
            />
            <p id={`${id}-refund-hint`} className="text-xs text-muted">
              {t('withdrawals.actions.refundHint', { amount: formatMoney(claimedMinor(withdrawal), money) })}
            </p>
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="font-semibold">
            {action === 'reject' ? t('withdrawals.actions.rejectReason') : t('withdrawals.actions.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            data-testid="withdrawal-decision-reason"
            className={`${inputStyles} h-24 py-2`}
            maxLength={reasonBounds.max}
            value={reason}
            aria-invalid={submitted && reasonBad ? true : undefined}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p
            id={`${id}-reason-hint`}
            className={`text-xs ${submitted && reasonBad ? 'text-danger' : 'text-muted'}`}
          >
            {t('withdrawals.actions.reasonHint', { min: reasonBounds.min, max: reasonBounds.max })}
          </p>
        </div>
        {mutation.isError ? <FormError error={mutation.error} testId="withdrawal-decision-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            disabled={mutation.isPending}
          >
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid="withdrawal-decision-confirm"
            className={danger ? buttonStyles.danger : buttonStyles.primary}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? t('states.working') : t(`withdrawals.actions.${action}.confirm`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
