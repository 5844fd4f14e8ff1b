import type { HelpSectionKey } from '@gaming/contracts/content';
import { create } from 'zustand';

interface HelpModalState {
  /** The help section shown in the help modal, or null while it is closed. */
  section: HelpSectionKey | null;
  show: (section: HelpSectionKey) => void;
  close: () => void;
}

/** helpModal (spec §2): the help centre's content in a dialog (e.g. the terms from the registration form). */
export const useHelpModalStore = create<HelpModalState>((set) => ({
  section: null,
  show: (section) => set({ section }),
  close: () => set({ section: null }),
}));
