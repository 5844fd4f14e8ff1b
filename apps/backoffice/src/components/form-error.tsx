import { AlertIcon } from '@gaming/ui/icons';
import { useErrorText } from './error-state';

/** The error of a submitted form or dialog, announced when it appears. */
export function FormError({ error, testId }: { error: unknown; testId: string }) {
  const { code, text, detail } = useErrorText(error);
  return (
    <div
      role="alert"
      data-testid={testId}
      data-error-code={code}
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger-surface p-3"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-danger" />
      <div>
        <p>{text}</p>
        {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
      </div>
    </div>
  );
}
