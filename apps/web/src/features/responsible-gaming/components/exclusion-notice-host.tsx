import { lazy, Suspense } from 'react';
import { useExclusionNoticeStore } from '../lib/exclusion-notice-store';

// Rare (a member just excluded themselves): the dialog's code loads only when it is shown.
const ExclusionNoticeDialog = lazy(() =>
  import('./exclusion-notice').then((module) => ({ default: module.ExclusionNoticeDialog })),
);

/** Told after a break, self-exclusion or closure has signed the member out: what started and until when. */
export function ExclusionNoticeHost() {
  const open = useExclusionNoticeStore((state) => state.restriction !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ExclusionNoticeDialog />
    </Suspense>
  );
}
