import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/problem-fields';
import type { Problems } from '../../../lib/form-values';
import type { LocalizedDraft } from '../lib/localized';

/**
 * The EN and NE inputs of one text (an item's title, a level's name), side by side from `sm`. The
 * problems are keyed `${field}.EN` / `${field}.NE`.
 */
export function LocalizedTextFields({
  label,
  field,
  value,
  onChange,
  problems,
  maxLength,
  testId,
  neRequired = false,
}: {
  label: string;
  field: string;
  value: LocalizedDraft;
  onChange: (value: LocalizedDraft) => void;
  problems: Problems;
  maxLength: number;
  /** `${testId}-EN` and `${testId}-NE` name the inputs. */
  testId: string;
  neRequired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      {(['EN', 'NE'] as const).map((language) => (
        <TextField
          key={language}
          label={`${label} (${language})`}
          hint={language === 'NE' && !neRequired ? t('loyalty.forms.neFallback') : undefined}
          testId={`${testId}-${language}`}
          maxLength={maxLength}
          value={value[language]}
          problem={problems[`${field}.${language}`]}
          onChange={(text) => onChange({ ...value, [language]: text })}
        />
      ))}
    </div>
  );
}
