import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/button-styles';
import { type JurisdictionField, parseNumberList, valueAt, withField } from '../lib/jurisdiction-fields';

function testIdOf(path: string): string {
  return `jurisdiction-field-${path.replaceAll('.', '-')}`;
}

/** One field of the profile, edited as its kind says; every edit goes to `onChange` as a new draft. */
export function JurisdictionFieldInput({
  field,
  draft,
  disabled,
  onChange,
}: {
  field: JurisdictionField;
  draft: Jurisdiction;
  disabled: boolean;
  onChange: (next: Jurisdiction) => void;
}) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const value = valueAt(draft, field.path);
  const label = t(`jurisdiction.fields.${field.path}`);
  const set = (next: unknown) => onChange(withField(draft, field.path, next));
  const kind = field.kind;
  if (kind.type === 'switch')
    return (
      <label className="flex min-h-10 items-center justify-between gap-3 rounded-md border border-border bg-surface-2 px-3 py-2">
        <span>{label}</span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={Boolean(value)}
          className="size-5 shrink-0"
          data-testid={testIdOf(field.path)}
          checked={Boolean(value)}
          disabled={disabled}
          onChange={(event) => set(event.target.checked)}
        />
      </label>
    );
  if (kind.type === 'multiChoice') {
    const chosen = value as string[];
    return (
      <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
        <legend className="mb-1.5 font-semibold">{label}</legend>
        <div className="flex flex-wrap gap-2">
          {kind.options.map((option) => (
            <label
              key={option}
              className="flex items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-2"
            >
              <input
                type="checkbox"
                data-testid={`${testIdOf(field.path)}-${option}`}
                checked={chosen.includes(option)}
                onChange={(event) =>
                  set(
                    event.target.checked
                      ? kind.options.filter((item) => item === option || chosen.includes(item))
                      : chosen.filter((item) => item !== option),
                  )
                }
              />
              <span>{t(`jurisdiction.options.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const common = { id, disabled, className: inputStyles, 'data-testid': testIdOf(field.path) };
  let control: ReactNode;
  let hint: string | null = null;
  if (kind.type === 'choice')
    control = (
      <select {...common} value={String(value)} onChange={(event) => set(event.target.value)}>
        {kind.options.map((option) => (
          <option key={option} value={option}>
            {t(`jurisdiction.options.${option}`)}
          </option>
        ))}
      </select>
    );
  else if (kind.type === 'numberList') {
    hint = t('jurisdiction.hintList');
    control = (
      <input
        {...common}
        inputMode="numeric"
        value={(value as number[]).join(', ')}
        onChange={(event) => set(parseNumberList(event.target.value))}
      />
    );
  } else if (kind.type === 'minor' || kind.type === 'optionalNumber') {
    hint = kind.type === 'minor' ? t('jurisdiction.hintMinor') : t('jurisdiction.hintOptional');
    control = (
      <input
        {...common}
        inputMode="numeric"
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const text = event.target.value.trim();
          if (text === '') set(null);
          else set(kind.type === 'minor' ? text : Number(text));
        }}
      />
    );
  } else
    control = (
      <input
        {...common}
        type="number"
        step={kind.step ?? 1}
        value={String(value)}
        onChange={(event) => set(event.target.value === '' ? 0 : Number(event.target.value))}
      />
    );
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {control}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
