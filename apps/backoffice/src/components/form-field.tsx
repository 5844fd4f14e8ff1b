import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { inputStyles } from './button-styles';

/** A labelled input with its hint and error tied to it for screen readers. */
export function FormField({
  label,
  error,
  hint,
  testId,
  className = '',
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: string;
  testId: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputStyles}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
