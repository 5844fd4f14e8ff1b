import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

interface SideMenuState {
  /** Desktop: the side menu is visible by default; collapsing is remembered (localStorage). */
  collapsed: boolean;
  toggleCollapsed: () => void;
  /** Phone-sized window: the side menu is a drawer. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

export const useSideMenuStore = create<SideMenuState>((set, get) => ({
  collapsed: readStorage('local', storageKeys.sideMenuCollapsed) === '1',
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    writeStorage('local', storageKeys.sideMenuCollapsed, collapsed ? '1' : '0');
    set({ collapsed });
  },
  drawerOpen: false,
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));
