import { useCallback, useMemo, useState } from 'react';
import { ApiError } from './api-client';
import { issuesByField } from './field-validation';

export type Validate<T> = (values: T) => Partial<Record<keyof T & string, string | null>>;

/** The names of a form's text fields (not its checkboxes). */
type TextFieldName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Small form state: values, live validation (a field shows its message once it was left or the form was
 * submitted), and the server's field issues, each cleared when its field changes.
 */
export function useForm<T extends Record<string, string | boolean>>(initial: T, validate: Validate<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const clientErrors = useMemo(() => validate(values), [validate, values]);

  const set = useCallback(<K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerIssues((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((field: keyof T & string) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  /** A text field's value and handlers, to spread on its input: editing sets it, leaving touches it. */
  const bind = <K extends TextFieldName<T>>(field: K) => ({
    value: values[field] as string,
    onChange: (value: string) => set(field, value as T[K]),
    onBlur: () => touch(field),
  });

  /** The message key to show for a field, or null. */
  const errorOf = (field: keyof T & string): string | null => {
    const client = clientErrors[field] ?? null;
    if (client && (touched[field] || submitted)) return client;
    return serverIssues[field] ?? null;
  };

  /** Marks the form submitted; true when every field passes. */
  const check = (): boolean => {
    setSubmitted(true);
    return Object.values(clientErrors).every((message) => !message);
  };

  /** Takes the field issues of a failed call; answers whether there were any. */
  const takeServerIssues = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.issues.length === 0) return false;
    setServerIssues(issuesByField(error.issues));
    return true;
  };

  const reset = useCallback((next: T) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerIssues({});
  }, []);

  return { values, set, touch, bind, errorOf, check, takeServerIssues, reset, setValues };
}
