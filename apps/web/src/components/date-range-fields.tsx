import { TextField } from './form-field';

/**
 * A report's "from" and "to" days (yyyy-MM-dd, the brand's calendar): neither goes past today, and each
 * picker stops at the other end of the range. The caller lays them out and checks the range.
 */
export function DateRangeFields({
  from,
  to,
  today,
  onFromChange,
  onToChange,
  labels,
  testIdPrefix,
}: {
  from: string;
  to: string;
  today: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  labels: { from: string; to: string };
  /** `<prefix>-from` and `<prefix>-to`. */
  testIdPrefix: string;
}) {
  return (
    <>
      <TextField
        label={labels.from}
        type="date"
        value={from}
        max={to || today}
        onChange={onFromChange}
        testId={`${testIdPrefix}-from`}
      />
      <TextField
        label={labels.to}
        type="date"
        value={to}
        min={from || undefined}
        max={today}
        onChange={onToChange}
        testId={`${testIdPrefix}-to`}
      />
    </>
  );
}
