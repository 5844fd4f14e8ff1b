/**
 * Translation namespaces: `common` (the frame), `seo` (the footer's long text and FAQ), and `account`
 * (the account forms and member centre), which loads only when one of those screens first opens.
 */
export const namespaces = ['common', 'seo', 'account'] as const;

/** Loaded at start; the others load with the screen that needs them. */
export const preloadedNamespaces = ['common', 'seo'] as const;
