import { lazy, Suspense } from 'react';
import { useHelpModalStore } from '../../../lib/help-modal-store';

// The dialog's code (and DOMPurify, which cleans its HTML) loads when a help section is first opened.
const HelpModal = lazy(() => import('./help-modal').then((module) => ({ default: module.HelpModal })));

/** Mounted by the app everywhere; the help content and its code are asked for only once the modal opens. */
export function HelpModalHost() {
  const open = useHelpModalStore((state) => state.section !== null);
  return open ? (
    <Suspense fallback={null}>
      <HelpModal />
    </Suspense>
  ) : null;
}
