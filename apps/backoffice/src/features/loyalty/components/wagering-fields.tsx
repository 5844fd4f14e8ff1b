import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/problem-fields';
import type { Problems } from '../../../lib/form-values';

type Wagering = { wageringMultiple: string; wageringDays: string };

/** A bonus reward's wagering: the multiple of the amount to bet and the days allowed (`${testPrefix}-wagering-…`). */
export function WageringFields({
  value,
  problems,
  testPrefix,
  onChange,
}: {
  value: Wagering;
  problems: Problems;
  testPrefix: string;
  onChange: (next: Partial<Wagering>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('loyalty.forms.wageringMultiple')}
        hint={t('loyalty.forms.wageringHint')}
        testId={`${testPrefix}-wagering-multiple`}
        inputMode="decimal"
        suffix="×"
        value={value.wageringMultiple}
        problem={problems.wageringMultiple}
        onChange={(wageringMultiple) => onChange({ wageringMultiple })}
      />
      <TextField
        label={t('loyalty.forms.wageringDays')}
        testId={`${testPrefix}-wagering-days`}
        inputMode="numeric"
        suffix={t('loyalty.forms.days')}
        value={value.wageringDays}
        problem={problems.wageringDays}
        onChange={(wageringDays) => onChange({ wageringDays })}
      />
    </>
  );
}
