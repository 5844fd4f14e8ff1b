import { EyeIcon, EyeOffIcon } from '@gaming/ui/icons';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const inputClass =
  'h-11 w-full min-w-0 rounded-md border bg-surface-2 px-3 text-base text-text placeholder:text-muted focus:border-focus focus:outline-none sm:text-sm';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'>;

/** A labelled input with its error or hint below, linked for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
  trailing,
  leading,
  revealable = false,
  type = 'text',
  ...inputProps
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated. */
  error?: string | null;
  hint?: string | null;
  testId: string;
  trailing?: ReactNode;
  leading?: ReactNode;
  /** A password field with a show/hide button. */
  revealable?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const messageId = `${id}-message`;
  const inputType = revealable && revealed ? 'text' : type;
  return (
    <div className="flex flex-col gap-1.5" data-testid={`${testId}-field`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {inputProps.required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      <div className="flex gap-2">
        {leading}
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            data-testid={testId}
            type={inputType}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? messageId : undefined}
            className={`${inputClass} ${error ? 'border-danger' : 'border-border'} ${revealable ? 'pe-11' : ''}`}
            {...inputProps}
          />
          {revealable ? (
            <button
              type="button"
              onClick={() => setRevealed((shown) => !shown)}
              aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
              aria-pressed={revealed}
              className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-md text-muted hover:text-text"
            >
              {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
            </button>
          ) : null}
        </div>
        {trailing}
      </div>
      {error ? (
        <p id={messageId} data-testid={`${testId}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} data-testid={`${testId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A native select (best on phones) styled like the inputs. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  testId,
  className = '',
  hideLabel = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  testId: string;
  className?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} border-border pe-2`}
      >
        {options.map((option) => (
          <option key={`${option.value}-${option.label}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox with its label (which may hold links) and an error. */
export function CheckboxField({
  checked,
  onChange,
  children,
  error,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          data-testid={testId}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <label htmlFor={id} className="text-sm leading-snug">
          {children}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} data-testid={`${testId}-error`} className="ms-7.5 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
