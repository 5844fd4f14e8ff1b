/** A choice among a few values as a row of radio buttons that look like toggles. */
export function ChoiceGroup<TValue extends string>({
  legend,
  name,
  value,
  options,
  label,
  onChange,
  testPrefix,
}: {
  legend: string;
  name: string;
  value: TValue;
  options: readonly TValue[];
  label: (option: TValue) => string;
  onChange: (option: TValue) => void;
  /** Each option is `${testPrefix}-${option}`. */
  testPrefix: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option}
            className={`flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-1 text-center font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
              value === option
                ? 'border-accent bg-surface-3 text-text'
                : 'border-border bg-surface-2 text-muted'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              data-testid={`${testPrefix}-${option}`}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
