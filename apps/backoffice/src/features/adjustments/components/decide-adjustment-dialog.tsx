import type { Adjustment, BrandMoney } from '@gaming/contracts/adjustments';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { formatMoney } from '../../../lib/format-money';
import { useDecideAdjustment } from '../api/decide-adjustment';
import { maximumReasonLength, reasonProblem } from '../lib/adjustment-form';

export type Decision = 'approve' | 'reject';

/**
 * The second staff member's decision. Approving moves the money at once, so it is confirmed with the
 * amount in view; rejecting needs a reason (audited). The server refuses the requester either way.
 */
export function DecideAdjustmentDialog({
  adjustment,
  decision,
  brand,
  onClose,
}: {
  adjustment: Adjustment;
  decision: Decision;
  brand: BrandMoney;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useDecideAdjustment();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reasonId = useId();
  const problem = decision === 'reject' && submitted ? reasonProblem(reason) : null;
  const signed = adjustment.direction === 'credit' ? adjustment.amountMinor : `-${adjustment.amountMinor}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (mutation.isPending) return;
    if (decision === 'approve') {
      mutation.mutate({ id: adjustment.id, approve: true }, { onSuccess: onClose });
      return;
    }
    if (reasonProblem(reason)) return;
    mutation.mutate({ id: adjustment.id, approve: false, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="adjustment-decision-dialog"
      title={t(`adjustments.decide.${decision}Title`)}
      description={t(`adjustments.decide.${decision}Description`, {
        account: adjustment.memberAccount,
        requester: adjustment.requestedBy.username,
      })}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p
          data-testid="adjustment-decision-amount"
          className={`text-center text-2xl font-bold tabular-nums ${adjustment.direction === 'credit' ? 'text-success' : ''}`}
        >
          {formatMoney(signed, brand, { signed: true })}
        </p>
        <p className="rounded-md border border-border bg-surface-2 p-3 break-words">
          <span className="block text-xs font-semibold text-muted">{t('adjustments.fields.reason')}</span>
          {adjustment.reason}
        </p>
        {decision === 'reject' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="font-semibold">
              {t('adjustments.decide.rejectReason')}
            </label>
            <textarea
              id={reasonId}
              data-testid="adjustment-reject-reason"
              className={`${inputStyles} h-24 py-2`}
              maxLength={maximumReasonLength}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${reasonId}-hint`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${reasonId}-hint`} className={`text-xs ${problem ? 'text-danger' : 'text-muted'}`}>
              {problem ? t(`adjustments.reasonProblems.${problem}`) : t('adjustments.reasonHint')}
            </p>
          </div>
        ) : null}
        {mutation.isError ? <FormError error={mutation.error} testId="adjustment-decision-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid="adjustment-decision-confirm"
            className={decision === 'approve' ? buttonStyles.primary : buttonStyles.danger}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? t('states.working') : t(`adjustments.decide.${decision}Confirm`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
