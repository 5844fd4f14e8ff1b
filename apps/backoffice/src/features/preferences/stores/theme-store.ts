import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage';
import { otherTheme, resolveTheme, type Theme } from '../lib/theme';

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  toggleTheme: () => void;
}

/** The choice is kept in localStorage `adminTheme` and applied by public/boot.js before first paint. */
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: resolveTheme(readStorage('local', storageKeys.theme)),
  toggleTheme: () => {
    const theme = otherTheme(get().theme);
    writeStorage('local', storageKeys.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
}));
