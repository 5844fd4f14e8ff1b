import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-border bg-surface-2 text-text',
  success: 'border-success/50 bg-surface-2 text-success',
  danger: 'border-danger/50 bg-danger-surface text-danger',
  warning: 'border-warning/50 bg-warning-surface text-warning',
  info: 'border-focus/50 bg-info-surface text-text',
};

/** A small label for a status or a role. */
export function Badge({
  tone = 'neutral',
  children,
  testId,
  value,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
  /** The untranslated value, for tests and styling hooks. */
  value?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-value={value}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
