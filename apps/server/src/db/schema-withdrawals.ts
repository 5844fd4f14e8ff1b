/** Tables of the withdrawals module (kysely types); the module owns this file. */
// biome-ignore lint/suspicious/noEmptyInterface: the withdrawals module adds its tables here.
export interface WithdrawalsDatabase {}
