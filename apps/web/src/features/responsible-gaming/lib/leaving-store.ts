import { create } from 'zustand';

/**
 * Set while the member is leaving on purpose (an exclusion they started, or the reality check's Log out):
 * the session ends under the member page, which must then not offer the login dialog. The member page
 * resets it when it closes.
 */
interface LeavingState {
  leaving: boolean;
  setLeaving: (leaving: boolean) => void;
}

export const useLeavingStore = create<LeavingState>((set) => ({
  leaving: false,
  setLeaving: (leaving) => set({ leaving }),
}));
