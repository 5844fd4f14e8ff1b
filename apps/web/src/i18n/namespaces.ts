/**
 * Translation namespaces: `common` (the frame), `seo` (the footer's long text and FAQ), `account`
 * (the account forms and member centre) and `wallet` (the member centre's money pages); the last two
 * load only when one of their screens first opens.
 */
export const namespaces = ['common', 'seo', 'account', 'wallet'] as const;

/** Loaded at start; the others load with the screen that needs them. */
export const preloadedNamespaces = ['common', 'seo'] as const;
