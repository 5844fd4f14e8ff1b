import type { HelpSectionKey } from '@gaming/contracts/content';
import { create } from 'zustand';

interface HelpModalState {
  /** The help section shown in the help modal, or null while it is closed. */
  section: HelpSectionKey | null;
  /** What had keyboard focus when the modal opened (e.g. the registration form's terms link): focus goes back there. */
  opener: HTMLElement | null;
  show: (section: HelpSectionKey) => void;
  close: () => void;
}

/**
 * helpModal (spec §2): the help centre's content in a dialog (e.g. the terms from the registration form).
 * Shared state, not the content feature's: the auth feature opens it and the content feature shows it, and
 * a feature never imports another's internals.
 */
export const useHelpModalStore = create<HelpModalState>((set) => ({
  section: null,
  opener: null,
  show: (section) =>
    set({
      section,
      opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
    }),
  close: () => set({ section: null }),
}));
