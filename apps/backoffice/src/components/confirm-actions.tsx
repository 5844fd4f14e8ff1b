import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';

/**
 * The footer of a dialog that asks to confirm one action: Cancel and the action while it is open, a
 * single Done once the action has been done. Both buttons rest while the action runs, so it is sent once.
 */
export function ConfirmActions({
  done,
  pending,
  onClose,
  onConfirm,
  confirmLabel,
  workingLabel,
  testIdPrefix,
}: {
  done: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  workingLabel: string;
  /** `${prefix}-confirm` and `${prefix}-done` name the buttons for tests. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {done ? (
        <button
          type="button"
          data-testid={`${testIdPrefix}-done`}
          className={buttonStyles.primary}
          onClick={onClose}
        >
          {t('actions.done')}
        </button>
      ) : (
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            data-testid={`${testIdPrefix}-confirm`}
            className={buttonStyles.primary}
            disabled={pending}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {pending ? workingLabel : confirmLabel}
          </button>
        </>
      )}
    </div>
  );
}
