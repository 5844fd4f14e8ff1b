import { create } from 'zustand';

type AnnouncementPopupState = {
  open: boolean;
  show: () => void;
  hide: () => void;
};

/**
 * The announcement list opened from anywhere (the side menu, which closes as its entry is chosen on a
 * phone): the popup itself lives in the layout's AnnouncementPopupHost, so it outlives the menu.
 */
export const useAnnouncementPopupStore = create<AnnouncementPopupState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
