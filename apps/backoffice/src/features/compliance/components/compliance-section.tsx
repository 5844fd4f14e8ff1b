import type { ReactNode } from 'react';

/** A titled block of the member compliance view, with its "nothing yet" line when empty. */
export function ComplianceSection({
  title,
  testId,
  emptyText,
  isEmpty,
  children,
}: {
  title: string;
  testId: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <h3 className="text-base font-bold">{title}</h3>
      {isEmpty ? <p className="text-muted">{emptyText}</p> : children}
    </section>
  );
}

/** One row of a section: a main line and a muted detail line. */
export function ComplianceItem({
  main,
  detail,
  testId,
}: {
  main: ReactNode;
  detail: ReactNode;
  testId: string;
}) {
  return (
    <li data-testid={testId} className="rounded-md border border-border bg-surface-2 p-2">
      <div className="flex flex-wrap items-center gap-2 break-words">{main}</div>
      <div className="mt-1 text-xs text-muted">{detail}</div>
    </li>
  );
}
