import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from './button-styles';
import { FormError } from './form-error';
import { Modal } from './modal';

/** The server's bounds on a staff reason (kept in the audit log, and shown to the member where it applies). */
export const reasonBounds = { min: 3, max: 500 } as const;

/**
 * A dialog that asks for a required reason before one action (promote, demote, approve, reject,
 * terminate): the reason is checked here before anything is sent, and the server checks it again.
 * `children` adds what the action needs besides the reason (a type to promote to, for example).
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  danger = false,
  pending,
  error,
  testId,
  onConfirm,
  onClose,
  children,
  extraInvalid = false,
  reasonRequired = true,
  maxLength = reasonBounds.max,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  /** The dialog's test id; its parts are `${testId}-reason` and `${testId}-confirm`. */
  testId: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  children?: ReactNode;
  /** Other fields of the dialog that are not valid yet: nothing is sent while true. */
  extraInvalid?: boolean;
  /** An approval may go without a reason; everything that takes something away needs one. */
  reasonRequired?: boolean;
  /** The server's longest reason for this action. */
  maxLength?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reasonBad = reasonRequired && reason.trim().length < reasonBounds.min;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || reasonBad || extraInvalid) return;
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      testId={testId}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {children}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="font-semibold">
            {reasonRequired ? t('agents.reason.label') : t('agents.reason.optionalLabel')}
          </label>
          <textarea
            id={`${id}-reason`}
            data-testid={`${testId}-reason`}
            className={`${inputStyles} h-24 py-2`}
            maxLength={maxLength}
            value={reason}
            aria-invalid={submitted && reasonBad ? true : undefined}
            aria-describedby={`${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p
            id={`${id}-reason-hint`}
            className={`text-xs ${submitted && reasonBad ? 'text-danger' : 'text-muted'}`}
          >
            {reasonRequired
              ? t('agents.reason.hint', { min: reasonBounds.min, max: maxLength })
              : t('agents.reason.optionalHint', { max: maxLength })}
          </p>
        </div>
        {error ? <FormError error={error} testId={`${testId}-error`} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid={`${testId}-confirm`}
            className={danger ? buttonStyles.danger : buttonStyles.primary}
            disabled={pending}
          >
            {pending ? t('states.working') : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
