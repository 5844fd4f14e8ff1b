/** Class names of the shared button looks; one accent colour is reserved for calls to action. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:opacity-60 whitespace-nowrap';

export const buttonStyles = {
  primary: `${base} bg-accent text-accent-contrast hover:bg-accent-hover px-4 h-10`,
  secondary: `${base} border border-border bg-surface-2 text-text hover:bg-surface-3 px-4 h-10`,
  ghost: `${base} text-text hover:bg-surface-2 px-3 h-10`,
  icon: `${base} size-10 text-text hover:bg-surface-2`,
  small: 'h-8 px-3 text-xs',
} as const;
