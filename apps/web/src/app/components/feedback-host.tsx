import { lazy, Suspense } from 'react';
import { useFeedbackModalStore } from '../../features/feedback/stores/feedback-modal-store';

// The feedback dialog (its form, the captcha and its texts) loads the first time it opens.
const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/** feedbackModal (spec §2), mounted only while open: a page nobody sends feedback from does not load it. */
export function FeedbackHost() {
  const open = useFeedbackModalStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={<div className="fixed inset-0 z-50 bg-overlay" />}>
      <FeedbackDialog />
    </Suspense>
  );
}
