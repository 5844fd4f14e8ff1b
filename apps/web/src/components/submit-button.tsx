import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';
import { Spinner } from './spinner';

/** A form's primary submit: a spinner and no second press while its call is under way. */
export function SubmitButton({
  pending,
  disabled = false,
  fullWidth = false,
  testId,
  children,
}: {
  pending: boolean;
  /** Kept pressed-off for reasons of the form's own (an expired code, an empty field). */
  disabled?: boolean;
  fullWidth?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={pending || disabled}
      className={`${buttonStyles.primary} h-11${fullWidth ? ' w-full' : ''}`}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
