import { SearchIcon } from '@gaming/ui/icons';
import type { FormEvent, ReactNode } from 'react';
import { useBrandTime } from '../lib/use-brand-time';
import { buttonStyles, inputStyles } from './button-styles';

const framed = 'grid gap-3 rounded-lg border border-border bg-surface p-3';

/**
 * A list's filter form inside a search landmark. `layout` sets its grid columns; `bare` drops the frame
 * for a form that stands inside a panel already. Submitting applies the filter without reloading.
 */
export function FilterForm({
  testId,
  label,
  layout,
  bare = false,
  noValidate,
  onApply,
  children,
}: {
  testId?: string;
  /** The form's accessible name, for forms without a visible heading. */
  label?: string;
  layout: string;
  bare?: boolean;
  noValidate?: boolean;
  onApply: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <search>
      <form
        data-testid={testId}
        aria-label={label}
        noValidate={noValidate}
        onSubmit={submit}
        className={`${bare ? 'grid gap-3' : framed} ${layout}`}
      >
        {children}
      </form>
    </search>
  );
}

function fieldClass(className?: string): string {
  return className ? `flex min-w-0 flex-col gap-1.5 ${className}` : 'flex min-w-0 flex-col gap-1.5';
}

/** A text or date filter. Names and codes are typed as they are, so no capitals or spelling fixes. */
/**
 * A date filter's label says whose calendar day it is: the brand's (issue 14 #8), which is how the
 * server reads the day, so "From 2026-01-05" means the same to staff in every time zone.
 */
function BrandDayLabel({ label }: { label: string }) {
  const { label: zone } = useBrandTime();
  return <span className="font-semibold">{zone ? `${label} (${zone})` : label}</span>;
}

export function FilterInput({
  label,
  value,
  onValueChange,
  type = 'search',
  testId,
  maxLength,
  placeholder,
  invalid = false,
  describedBy,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'search' | 'date';
  testId?: string;
  maxLength?: number;
  placeholder?: string;
  invalid?: boolean;
  /** The id of the message that says what is wrong. */
  describedBy?: string;
}) {
  const isText = type === 'search';
  return (
    <label className={fieldClass()}>
      {isText ? <span className="font-semibold">{label}</span> : <BrandDayLabel label={label} />}
      <input
        type={type}
        data-testid={testId}
        className={inputStyles}
        maxLength={maxLength}
        placeholder={placeholder}
        autoCapitalize={isText ? 'none' : undefined}
        spellCheck={isText ? false : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </label>
  );
}

/** A choice among fixed values, with a first "any" option that filters nothing (the empty value). */
export function FilterSelect<TValue extends string>({
  label,
  value,
  onValueChange,
  options,
  optionLabel,
  anyLabel,
  testId,
  className,
}: {
  label: string;
  value: TValue | '';
  onValueChange: (value: TValue | '') => void;
  options: readonly TValue[];
  optionLabel: (value: TValue) => string;
  anyLabel: string;
  testId?: string;
  className?: string;
}) {
  return (
    <label className={fieldClass(className)}>
      <span className="font-semibold">{label}</span>
      <select
        data-testid={testId}
        className={inputStyles}
        value={value}
        // The options are the given values and '', so the browser can hand back nothing else.
        onChange={(event) => onValueChange(event.target.value as TValue | '')}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The button that applies a filter form. */
export function FilterSubmit({
  testId,
  disabled,
  children,
}: {
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" data-testid={testId} className={buttonStyles.primary} disabled={disabled}>
      <SearchIcon className="size-4" />
      {children}
    </button>
  );
}
