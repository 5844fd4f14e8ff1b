import type { ReactNode } from 'react';

/** The full-window frame of the maintenance and blocked pages. */
export function StatusPage({
  testId,
  icon,
  title,
  children,
  toolbar,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  toolbar?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      {toolbar ? <div className="flex justify-end gap-2 p-3">{toolbar}</div> : null}
      <main data-testid={testId} className="grid flex-1 place-items-center px-4 pb-16">
        <div className="flex w-full max-w-lg flex-col items-center gap-5 rounded-xl border border-border bg-surface p-8 text-center shadow-panel">
          <div className="grid size-16 place-items-center rounded-full bg-surface-2 text-accent-text">
            {icon}
          </div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
