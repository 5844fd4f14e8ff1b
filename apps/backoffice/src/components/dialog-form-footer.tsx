import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { FormError } from './form-error';

/**
 * The end of an editor dialog's form: how many fields need attention, the server's refusal, then Cancel and
 * the submit button (stacked on a phone, right-aligned on wider screens). Test ids: `-problems`, `-save-error`,
 * `-save`.
 */
export function DialogFormFooter({
  problemCount,
  error,
  pending,
  saveLabel,
  onCancel,
  testId,
}: {
  problemCount: number;
  error: unknown;
  pending: boolean;
  saveLabel: string;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problemCount > 0 ? (
        <p role="alert" className="text-sm text-danger" data-testid={`${testId}-problems`}>
          {t('loyalty.forms.problemCount', { count: problemCount })}
        </p>
      ) : null}
      {error ? <FormError error={error} testId={`${testId}-save-error`} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          disabled={pending}
          data-testid={`${testId}-save`}
        >
          {pending ? t('states.working') : saveLabel}
        </button>
      </div>
    </>
  );
}
