import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../lib/form-values';
import { inputStyles } from './button-styles';

/** The sentence for a field's problem (the same words in every reward editor). */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: FieldProblem | undefined): string | null =>
    problem ? t(`rewards.problems.${problem}`) : null;
}

/**
 * One labelled field of a reward editor: its control (given the id and the ARIA the control needs), a hint
 * and the field's problem under it, announced with the control.
 */
export function RewardField({
  label,
  hint,
  problem,
  testId,
  className = '',
  labelAction,
  children,
}: {
  label: ReactNode;
  hint?: string;
  problem?: FieldProblem;
  testId: string;
  className?: string;
  /** A small control at the end of the label's line (an added language's remove button). */
  labelAction?: ReactNode;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'data-testid': string;
  }) => ReactNode;
}) {
  const id = useId();
  const problemText = useProblemText()(problem);
  const describedBy = [hint ? `${id}-hint` : null, problemText ? `${id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`}>
      {labelAction ? (
        <div className="flex min-w-0 items-center justify-between gap-2">
          <label htmlFor={id} className="min-w-0 font-semibold">
            {label}
          </label>
          {labelAction}
        </div>
      ) : (
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      )}
      {children({
        id,
        'aria-invalid': problemText ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'data-testid': testId,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {problemText ? (
        <p id={`${id}-problem`} className="text-xs text-danger" data-testid={`${testId}-problem`}>
          {problemText}
        </p>
      ) : null}
    </div>
  );
}

/** A text input bound to a draft value (amounts, counts and names are typed as text and read on submit). */
export function TextField({
  label,
  hint,
  problem,
  testId,
  value,
  onChange,
  inputMode,
  type = 'text',
  maxLength,
  className,
  suffix,
}: {
  label: string;
  hint?: string;
  problem?: FieldProblem;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'datetime-local';
  maxLength?: number;
  className?: string;
  /** A unit after the input (%, ×, days). */
  suffix?: string;
}) {
  return (
    <RewardField label={label} hint={hint} problem={problem} testId={testId} className={className}>
      {(control) => (
        <span className="flex items-center gap-2">
          <input
            {...control}
            type={type}
            inputMode={inputMode}
            maxLength={maxLength}
            className={inputStyles}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {suffix ? <span className="shrink-0 text-muted">{suffix}</span> : null}
        </span>
      )}
    </RewardField>
  );
}

/** A choice among fixed values, each with its translated label. */
export function SelectField<TValue extends string>({
  label,
  hint,
  testId,
  value,
  options,
  optionLabel,
  onChange,
  className,
  disabled,
}: {
  label: string;
  hint?: string;
  testId: string;
  value: TValue;
  options: readonly TValue[];
  optionLabel: (value: TValue) => string;
  onChange: (value: TValue) => void;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <RewardField label={label} hint={hint} testId={testId} className={className}>
      {(control) => (
        <select
          {...control}
          className={inputStyles}
          value={value}
          disabled={disabled}
          // The options are the given values, so the browser can hand back nothing else.
          onChange={(event) => onChange(event.target.value as TValue)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </RewardField>
  );
}

/** A titled group of fields in an editor. */
export function FieldGroup({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset
      data-testid={testId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <legend className="px-1 font-bold">{title}</legend>
      {description ? <p className="-mt-1 text-xs text-muted">{description}</p> : null}
      {children}
    </fieldset>
  );
}
