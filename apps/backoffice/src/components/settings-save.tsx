import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { FormError } from './form-error';

/**
 * The end of a settings form saved as a whole: the failed save's error, "saved" after a save until the next
 * change, then the save button for staff who may edit (a read-only note for the others). `testPrefix`
 * names `${testPrefix}-error`, `-saved` and `-save`.
 */
export function SettingsSave({
  save,
  savedNow,
  canEdit,
  testPrefix,
  saveText,
  savedText,
  readOnlyText,
  align = 'end',
}: {
  save: { isError: boolean; error: unknown; isPending: boolean };
  savedNow: boolean;
  canEdit: boolean;
  testPrefix: string;
  saveText: string;
  savedText: string;
  readOnlyText: string;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation();
  return (
    <>
      {save.isError ? <FormError error={save.error} testId={`${testPrefix}-error`} /> : null}
      {savedNow ? (
        <p role="status" className="text-success" data-testid={`${testPrefix}-saved`}>
          {savedText}
        </p>
      ) : null}
      {canEdit ? (
        <button
          type="submit"
          className={`${buttonStyles.primary} ${align === 'end' ? 'self-end' : 'self-start'}`}
          disabled={save.isPending}
          data-testid={`${testPrefix}-save`}
        >
          {save.isPending ? t('states.working') : saveText}
        </button>
      ) : (
        <p className="text-xs text-muted">{readOnlyText}</p>
      )}
    </>
  );
}
