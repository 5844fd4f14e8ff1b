import type { SettingChange } from '@gaming/contracts/setting-changes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/confirm-actions';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { useDecideSettingChange } from '../api/setting-changes';

const maximumReasonLength = 500;

/**
 * The second staff member's decision on a proposed change (or its proposer withdrawing it). Approving
 * applies the new value at once; rejecting needs a reason, which the audit log keeps.
 */
export function DecideSettingChangeDialog({
  change,
  action,
  onClose,
}: {
  change: SettingChange;
  action: 'approve' | 'reject';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useDecideSettingChange();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reasonMissing = action === 'reject' && reason.trim() === '';
  const confirm = () => {
    setSubmitted(true);
    if (reasonMissing || mutation.isPending) return;
    mutation.mutate({ id: change.id, action, reason });
  };
  const withdrawing = action === 'reject' && change.proposedByCaller;
  const mode = withdrawing ? 'withdraw' : action;
  const setting = t(`settingChanges.keys.${change.key}`);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      testId="setting-change-dialog"
      title={t(`settingChanges.${mode}.title`, { setting })}
      description={t(`settingChanges.${mode}.description`, { name: change.proposedByName })}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="font-semibold">
            {t(action === 'reject' ? 'settingChanges.reason' : 'settingChanges.noteOptional')}
          </label>
          <textarea
            id={`${id}-reason`}
            data-testid="setting-change-reason"
            className={`${inputStyles} min-h-20`}
            maxLength={maximumReasonLength}
            disabled={mutation.isSuccess}
            value={reason}
            aria-invalid={submitted && reasonMissing ? true : undefined}
            aria-describedby={submitted && reasonMissing ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {submitted && reasonMissing ? (
            <p id={`${id}-reason-error`} className="text-sm text-danger">
              {t('settingChanges.reasonRequired')}
            </p>
          ) : null}
        </div>
        {mutation.isSuccess ? (
          <p
            role="status"
            data-testid="setting-change-result"
            className="rounded-md border border-success/50 bg-surface-2 p-3 font-semibold"
          >
            {t(`settingChanges.${mode}.done`, { setting })}
          </p>
        ) : null}
        {mutation.isError ? <FormError error={mutation.error} testId="setting-change-error" /> : null}
        <ConfirmActions
          done={mutation.isSuccess}
          pending={mutation.isPending}
          onClose={onClose}
          onConfirm={confirm}
          confirmLabel={t(`settingChanges.${mode}.confirm`)}
          workingLabel={t('states.working')}
          testIdPrefix="setting-change"
        />
      </div>
    </Modal>
  );
}
