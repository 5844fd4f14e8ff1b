/**
 * Query roots that more than one feature reads or invalidates: a claim anywhere (promotions, rewards,
 * campaigns) changes the balance, the reward centre and the promotions' states together.
 */
export const balanceQueryRoot = ['wallet-balance'] as const;
/** The reward centre and its badge. */
export const rewardsQueryRoot = ['rewards'] as const;
/** Every promotions query (list, detail, summary with availablePromoCount). */
export const promotionsQueryRoot = ['promotions'] as const;
