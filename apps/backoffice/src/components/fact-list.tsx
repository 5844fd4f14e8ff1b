import type { ReactNode } from 'react';

/** The facts a confirmation dialog keeps in view (label on the left, value on the right). */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="rounded-md border border-border bg-surface-2 p-3">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 text-end break-words">{children}</dd>
    </div>
  );
}
