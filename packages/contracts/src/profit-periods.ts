/**
 * Limits and names of the member's reports, zod-free so the web app can import them without zod.
 * contracts/profit builds the schemas from these.
 */

/** The longest range a member may ask for, in brand-local days (about a quarter). */
export const maximumProfitRangeDays = 93;
/** Bonus details pages hold at most this many lines. */
export const maximumBonusPageSize = 50;

export const profitPeriods = [
  'today',
  'yesterday',
  'thisWeek',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type ProfitPeriod = (typeof profitPeriods)[number];

/** The groups of contracts/ledger-codes profitGroup a member sees (vendor moves, group none, are left out). */
export const profitGroups = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'bonuses',
  /** Agent contract payments (salary, dividend): received positive, paid to the downline negative. */
  'agentCommissions',
  'adjustments',
  'fees',
  'transfers',
] as const;
export type ProfitGroup = (typeof profitGroups)[number];
