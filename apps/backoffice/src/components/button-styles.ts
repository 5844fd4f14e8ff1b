/** Class names of the shared button looks; one accent colour is reserved for the main action. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:opacity-60 whitespace-nowrap';

export const buttonStyles = {
  primary: `${base} bg-accent text-accent-contrast hover:bg-accent-hover px-4 h-10`,
  secondary: `${base} border border-border bg-surface-2 text-text hover:bg-surface-3 px-4 h-10`,
  danger: `${base} border border-danger bg-danger-surface text-danger hover:bg-surface-3 px-4 h-10`,
  ghost: `${base} text-text hover:bg-surface-2 px-3 h-10`,
  icon: `${base} size-10 text-text hover:bg-surface-2`,
  small: 'h-8 px-3 text-xs',
} as const;

/** Text inputs and selects share one look. */
export const inputStyles =
  'h-10 w-full min-w-0 rounded-md border border-border bg-surface-2 px-3 text-text placeholder:text-muted aria-[invalid=true]:border-danger';
