import { AlertIcon } from '@gaming/ui/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';

/** The warning above one-time credentials, and a Done button that waits for an explicit "saved". */
export function OneTimeWarning({ text }: { text: string }) {
  return (
    <p
      role="alert"
      data-testid="one-time-warning"
      className="flex items-start gap-2 rounded-md border border-warning/60 bg-warning-surface p-3 font-semibold"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-warning" />
      <span>{text}</span>
    </p>
  );
}

export function AcknowledgeAndClose({
  acknowledged,
  onAcknowledgedChange,
  onClose,
}: {
  acknowledged: boolean;
  onAcknowledgedChange: (value: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          data-testid="credentials-acknowledge"
          className="mt-0.5 size-4 accent-[var(--ui-accent)]"
          checked={acknowledged}
          onChange={(event) => onAcknowledgedChange(event.target.checked)}
        />
        <span>{t('staff.credentials.acknowledge')}</span>
      </label>
      <button
        type="button"
        data-testid="credentials-done"
        className={buttonStyles.primary}
        disabled={!acknowledged}
        onClick={onClose}
      >
        {t('actions.done')}
      </button>
    </div>
  );
}
