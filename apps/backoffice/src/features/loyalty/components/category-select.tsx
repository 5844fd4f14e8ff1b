import { gameCategoryCodes } from '@gaming/contracts/category-routes';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/problem-fields';

/** A game category, or '' for every category. */
export function CategorySelect({
  label,
  testId,
  value,
  onChange,
  className,
}: {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const options = ['', ...gameCategoryCodes] as const;
  return (
    <SelectField<string>
      label={label}
      testId={testId}
      className={className}
      value={value}
      options={options}
      optionLabel={(code) => (code ? code : t('loyalty.forms.allCategories'))}
      onChange={onChange}
    />
  );
}
