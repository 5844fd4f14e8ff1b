/** Every contract query starts with this: invalidate it after an offer, an answer or a termination. */
export const contractsQueryRoot = ['agent-contracts'] as const;
