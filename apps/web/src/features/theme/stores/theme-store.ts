import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';

export type Theme = 'dark' | 'light';

/** Dark is the default; the choice is kept in localStorage `theme` and applied by /boot.js at load. */
export function resolveTheme(stored: string | null): Theme {
  return stored === 'light' ? 'light' : 'dark';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: resolveTheme(readStorage('local', storageKeys.theme)),
  setTheme: (theme) => {
    writeStorage('local', storageKeys.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
