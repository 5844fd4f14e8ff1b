/**
 * The period chips of the member's reports (personal profit and loss, betting records): one pressed
 * chip at a time; on a phone the row scrolls instead of wrapping.
 */
export function PeriodPicker<Period extends string>({
  legend,
  periods,
  value,
  onChange,
  labelOf,
  testIdPrefix,
}: {
  legend: string;
  periods: readonly Period[];
  value: Period;
  onChange: (period: Period) => void;
  labelOf: (period: Period) => string;
  testIdPrefix: string;
}) {
  return (
    // A fieldset is min-content wide by default; min-w-0 lets the chip row scroll on a phone instead.
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap">
        {periods.map((option) => (
          <button
            key={option}
            type="button"
            data-testid={`${testIdPrefix}-${option}`}
            aria-pressed={option === value}
            onClick={() => onChange(option)}
            className={`h-9 shrink-0 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap ${
              option === value
                ? 'border-accent bg-accent text-accent-contrast'
                : 'border-border bg-surface-2 text-text hover:bg-surface-3'
            }`}
          >
            {labelOf(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
