import type { RgRestriction } from '@gaming/contracts/rg-exclusions';
import { create } from 'zustand';

/** The exclusion just started (its kind and end), told once the member has been signed out here. */
interface ExclusionNoticeState {
  restriction: RgRestriction | null;
  show: (restriction: RgRestriction) => void;
  dismiss: () => void;
}

export const useExclusionNoticeStore = create<ExclusionNoticeState>((set) => ({
  restriction: null,
  show: (restriction) => set({ restriction }),
  dismiss: () => set({ restriction: null }),
}));
