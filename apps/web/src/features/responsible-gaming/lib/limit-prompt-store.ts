import { create } from 'zustand';

/** Why the deposit-limit prompt opens: just registered, or about to make a first deposit. */
export type LimitPromptReason = 'registration' | 'firstDeposit';

interface LimitPromptState {
  open: LimitPromptReason | null;
  /** Asked once per page load for each reason: "later" is respected until the next visit. */
  asked: readonly LimitPromptReason[];
  request: (reason: LimitPromptReason) => void;
  close: () => void;
}

export const useLimitPromptStore = create<LimitPromptState>((set, get) => ({
  open: null,
  asked: [],
  request: (reason) => {
    if (get().asked.includes(reason)) return;
    set((state) => ({ open: reason, asked: [...state.asked, reason] }));
  },
  close: () => set({ open: null }),
}));

/** Asked by the registration form once the new member is signed in (the host decides by the profile). */
export function requestLimitPrompt(reason: LimitPromptReason): void {
  useLimitPromptStore.getState().request(reason);
}
