import { CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { SecretValue } from '../../../components/secret-value';
import { useEndMemberSessions } from '../api/end-member-sessions';
import { useLockMember } from '../api/lock-member';
import { useResetMemberPassword } from '../api/reset-member-password';
import { useUnlockMember } from '../api/unlock-member';
import { type MemberAction, maximumReasonLength, validateReason } from '../lib/member-actions';

function useMemberActionMutation(action: MemberAction) {
  const lock = useLockMember();
  const unlock = useUnlockMember();
  const resetPassword = useResetMemberPassword();
  const endSessions = useEndMemberSessions();
  return { lock, unlock, resetPassword, endSessions }[action];
}

function temporaryPasswordOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as { temporaryPassword?: unknown }).temporaryPassword;
  return typeof value === 'string' ? value : null;
}

/**
 * Confirms an action on a member with a reason (audited). A password reset then shows the temporary
 * password once; the dialog stays open until staff close it on purpose.
 */
export function MemberActionDialog({
  member,
  action,
  onClose,
}: {
  member: { id: string; account: string };
  action: MemberAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useMemberActionMutation(action);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reasonId = useId();
  const problem = submitted ? validateReason(reason) : null;
  const done = mutation.isSuccess;
  const temporaryPassword = temporaryPasswordOf(mutation.data);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateReason(reason) || mutation.isPending) return;
    mutation.mutate({ id: member.id, reason: reason.trim() });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="action-dialog"
      title={t(`memberActions.${action}.title`, { account: member.account })}
      description={done ? undefined : t(`memberActions.${action}.description`)}
      dismissible={!(done && temporaryPassword)}
    >
      {done ? (
        <div data-testid="action-result" className="flex flex-col gap-4">
          <p className="flex items-center gap-2 font-semibold text-success" role="status">
            <CheckIcon className="size-5" />
            {t(`memberActions.${action}.done`)}
          </p>
          {temporaryPassword ? (
            <>
              <SecretValue
                label={t('memberActions.resetPassword.temporaryPassword')}
                value={temporaryPassword}
                testId="temporary-password"
              />
              <p className="rounded-md border border-warning/50 bg-warning-surface p-3">
                {t('memberActions.resetPassword.shownOnce')}
              </p>
            </>
          ) : null}
          <button
            type="button"
            data-testid="action-close"
            className={buttonStyles.secondary}
            onClick={onClose}
          >
            {t('actions.done')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="font-semibold">
              {t('memberActions.reason')}
            </label>
            <textarea
              id={reasonId}
              data-testid="action-reason"
              className={`${inputStyles} h-24 py-2`}
              required
              maxLength={maximumReasonLength}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${reasonId}-hint`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${reasonId}-hint`} className={`text-xs ${problem ? 'text-danger' : 'text-muted'}`}>
              {problem ? t(`memberActions.reasonProblems.${problem}`) : t('memberActions.reasonHint')}
            </p>
          </div>
          {mutation.isError ? <FormError error={mutation.error} testId="action-error" /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <button
              type="submit"
              data-testid="action-confirm"
              className={action === 'unlock' ? buttonStyles.primary : buttonStyles.danger}
              disabled={mutation.isPending}
            >
              {mutation.isPending ? t('states.working') : t(`memberActions.${action}.confirm`)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
