/** Query-key roots of this feature, so every call invalidates the same keys. */
export const inhouseRoundsQueryRoot = ['inhouse-rounds'] as const;
export const verificationQueryRoot = ['inhouse-verification'] as const;
