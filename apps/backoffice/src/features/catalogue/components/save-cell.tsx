import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { TableCell } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';

/** A catalogue row's save button, usable once the row has a change, with the server's refusal below it. */
export function SaveCell({
  testId,
  hasChange,
  saving,
  onSave,
}: {
  /** The button's test id; the error's is the same with `-error`. */
  testId: string;
  hasChange: boolean;
  saving: { isPending: boolean; isError: boolean; error: unknown };
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TableCell kind="wide">
      <div className="flex flex-col items-end gap-1">
        <button
          type="button"
          className={`${buttonStyles.primary} ${buttonStyles.small}`}
          disabled={!hasChange || saving.isPending}
          onClick={onSave}
          data-testid={testId}
        >
          {t('catalogue.save')}
        </button>
        {saving.isError ? <FormError error={saving.error} testId={`${testId}-error`} /> : null}
      </div>
    </TableCell>
  );
}
