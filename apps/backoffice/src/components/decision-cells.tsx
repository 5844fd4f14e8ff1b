import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { DateTime } from './date-time';

/**
 * A review queue's row actions (member applications of any kind): approve and reject, each opening its
 * confirmation. `application-approve` / `application-reject` name them for tests.
 */
export function DecideButtons({
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  className = '',
}: {
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  className?: string;
}) {
  return (
    <span className={`flex flex-wrap gap-2 ${className}`}>
      <button
        type="button"
        data-testid="application-approve"
        className={`${buttonStyles.primary} ${buttonStyles.small}`}
        onClick={onApprove}
      >
        {approveLabel}
      </button>
      <button
        type="button"
        data-testid="application-reject"
        className={`${buttonStyles.danger} ${buttonStyles.small}`}
        onClick={onReject}
      >
        {rejectLabel}
      </button>
    </span>
  );
}

/** Who decided a reviewed row and when, and the reason given (a rejection's); nothing while undecided. */
export function DecisionNote({
  decidedBy,
  decidedAt,
  reason,
}: {
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {decidedAt ? (
        <span className="text-xs text-muted">
          {decidedBy ?? t('states.none')} · <DateTime value={decidedAt} />
        </span>
      ) : null}
      {reason ? <span className="text-xs break-words">{reason}</span> : null}
    </>
  );
}
