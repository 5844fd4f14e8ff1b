/** Translation namespaces: `common` (the frame) and `seo` (the footer's long text and FAQ). */
export const namespaces = ['common', 'seo'] as const;
