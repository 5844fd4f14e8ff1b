import { CopyButton } from './copy-button';

/** A one-time value (temporary password, TOTP secret) in a monospace box with a copy button. */
export function SecretValue({
  label,
  value,
  display,
  testId,
}: {
  label: string;
  value: string;
  /** How it is shown, e.g. grouped in fours; the copy button always copies `value`. */
  display?: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-semibold text-muted">{label}</span>
      <div className="flex items-center gap-2 rounded-md border border-border bg-surface-2 p-2">
        <code
          data-testid={testId}
          data-value={value}
          className="min-w-0 flex-1 font-mono text-base break-all select-all"
        >
          {display ?? value}
        </code>
        <CopyButton value={value} label={label} testId={`${testId}-copy`} />
      </div>
    </div>
  );
}
