import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields';
import { SelectField } from '../../../components/form-field';
import { formatGmtOffset } from '../../../lib/brand-time';

/** The type filter's "all types" value. */
export const allTypes = 'all';

/**
 * The filters of a ledger report (account record, bonus details): the range of brand-local days, the
 * line type, and the time zone the days are counted in. Test ids `<prefix>-from`, `-to` and `-type`.
 */
export function RecordFilters({
  range,
  type,
  onTypeChange,
  typeOptions,
  gmtOffsetMinutes,
  testIdPrefix,
}: {
  range: {
    from: string;
    to: string;
    today: string;
    changeFrom: (value: string) => void;
    changeTo: (value: string) => void;
  };
  type: string;
  onTypeChange: (type: string) => void;
  typeOptions: ReadonlyArray<{ value: string; label: string }>;
  gmtOffsetMinutes: number;
  testIdPrefix: string;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-4 md:grid-cols-[1fr_1fr_1.3fr]">
      <DateRangeFields
        from={range.from}
        to={range.to}
        today={range.today}
        onFromChange={range.changeFrom}
        onToChange={range.changeTo}
        labels={{ from: t('records.from'), to: t('records.to') }}
        testIdPrefix={testIdPrefix}
      />
      <SelectField
        label={t('records.type')}
        value={type}
        onChange={onTypeChange}
        options={[{ value: allTypes, label: t('records.allTypes') }, ...typeOptions]}
        testId={`${testIdPrefix}-type`}
        className="col-span-2 md:col-span-1"
      />
      <p className="col-span-2 text-xs text-muted md:col-span-3">
        {t('records.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
      </p>
    </div>
  );
}
