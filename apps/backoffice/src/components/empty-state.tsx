import { InfoIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';

/** A list with nothing in it (yet), said plainly. */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-10 text-center"
    >
      <div className="grid size-12 place-items-center rounded-full bg-surface-2 text-muted">
        <InfoIcon className="size-6" />
      </div>
      <h2 className="text-base font-semibold">{title}</h2>
      {body ? <p className="max-w-md text-muted">{body}</p> : null}
      {action}
    </div>
  );
}
