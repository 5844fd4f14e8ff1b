/** Query-key roots of this feature, so every call invalidates the same keys. */
export const lotteryGameQueryRoot = ['lottery-game'] as const;
export const lotteryBetsQueryRoot = ['lottery-bets'] as const;
export const lotteryResultsQueryRoot = ['lottery-results'] as const;
export const lotteryDrawQueryRoot = ['lottery-draw'] as const;
export const openedNumbersQueryRoot = ['opened-numbers'] as const;
