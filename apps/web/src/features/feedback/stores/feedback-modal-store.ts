import { create } from 'zustand';

interface FeedbackModalState {
  open: boolean;
  show: () => void;
  close: () => void;
}

/** feedbackModal (spec §2): opened from the footer or the feedback screen, shown by the app's host. */
export const useFeedbackModalStore = create<FeedbackModalState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  close: () => set({ open: false }),
}));
