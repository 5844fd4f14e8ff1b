/** Every promotions query starts with this: a join, claim or application invalidates them all. */
export const promotionsQueryRoot = ['promotions'] as const;
