export type Theme = 'dark' | 'light';

/** Dark is the default; anything but a stored "light" means dark. */
export function resolveTheme(stored: string | null): Theme {
  return stored === 'light' ? 'light' : 'dark';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
