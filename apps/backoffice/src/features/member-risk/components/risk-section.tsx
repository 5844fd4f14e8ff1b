import type { ReactNode } from 'react';

/** A titled block of the risk view. */
export function RiskSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <h3 className="text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}
