/**
 * Every reason code a ledger transfer may carry, and where it counts in a member's profit and loss.
 * Zod-free: the server writes these codes, the clients label them. A new reason is added here first.
 */
export const ledgerCodes = {
  deposit: { profitGroup: 'deposits' },
  deposit_fee: { profitGroup: 'fees' },
  withdrawal: { profitGroup: 'withdrawals' },
  /** A withdrawal refused or refunded: the held money comes back. */
  withdrawal_refund: { profitGroup: 'withdrawals' },
  withdrawal_fee: { profitGroup: 'fees' },
  transfer_upline: { profitGroup: 'transfers' },
  transfer_downline: { profitGroup: 'transfers' },
  vendor_transfer_in: { profitGroup: 'none' },
  vendor_transfer_out: { profitGroup: 'none' },
  /** A move to a transfer-wallet vendor that did not go through: the held money is released. */
  vendor_transfer_refund: { profitGroup: 'none' },
  /** A vendor wallet's game result, settled between the vendor and the member's vendor sub-account. */
  vendor_game_result: { profitGroup: 'none' },
  bet: { profitGroup: 'bets' },
  win: { profitGroup: 'wins' },
  refund: { profitGroup: 'bets' },
  bonus: { profitGroup: 'bonuses' },
  rebate: { profitGroup: 'bonuses' },
  /**
   * Bonus money (issue 16, modules/bonuses; docs/promotions.md). A bonus with wagering is LOCKED first:
   * pool -> the member's bonus account (`bonus_lock`), which never touches main, so it counts nowhere.
   * Release pays the locked money to main (`bonus_release`, a bonus); over the max cash-out the excess
   * goes back to the pool (`bonus_release_excess`). Expiry and forfeit return the locked money to the pool.
   */
  bonus_lock: { profitGroup: 'none' },
  bonus_release: { profitGroup: 'bonuses' },
  bonus_release_excess: { profitGroup: 'none' },
  bonus_forfeit: { profitGroup: 'none' },
  bonus_expire: { profitGroup: 'none' },
  /** Reward campaigns (issue 16, modules/reward-campaigns): paid from the pool straight to main. */
  red_envelope: { profitGroup: 'bonuses' },
  raffle_prize: { profitGroup: 'bonuses' },
  referral_reward: { profitGroup: 'bonuses' },
  /**
   * Loyalty money (issue 17): a points-mall cash item or a points conversion, a mission reward, a ranking
   * prize, a VIP bonus; paid from the bonus pool to main (BonusesService.grant), so bonuses to the member.
   */
  points_cash: { profitGroup: 'bonuses' },
  mission_reward: { profitGroup: 'bonuses' },
  ranking_prize: { profitGroup: 'bonuses' },
  vip_bonus: { profitGroup: 'bonuses' },
  /**
   * Loyalty points (issue 17, modules/points): transfers in PTS between a member's points account and
   * pool:points, never money, so they count nowhere in profit and loss and never reach the account record.
   * Earned from settled valid bet and taken back on a refund; an adjustment by staff; spent in the mall or
   * converted and refunded when goods are rejected; awarded by missions, promotions and ranking boards.
   */
  points_earn: { profitGroup: 'none' },
  points_reverse: { profitGroup: 'none' },
  points_adjust: { profitGroup: 'none' },
  points_redeem: { profitGroup: 'none' },
  points_redeem_refund: { profitGroup: 'none' },
  points_convert: { profitGroup: 'none' },
  mission_points: { profitGroup: 'none' },
  promotion_points: { profitGroup: 'none' },
  ranking_points: { profitGroup: 'none' },
  adjustment: { profitGroup: 'adjustments' },
  /**
   * Agent contracts (issue 15, modules/agent-contracts): a settled window of a salary (daily, hourly,
   * real-time) or dividend contract, from the house or the offering agent to the holder. Its own group,
   * not bonuses: an agent paying its downline sees it negative, which is a commission it paid, not a
   * bonus taken back. It still counts in profit and loss (income received, commission paid).
   */
  agent_salary: { profitGroup: 'agentCommissions' },
  agent_dividend: { profitGroup: 'agentCommissions' },
} as const satisfies Record<string, { profitGroup: string }>;

export type LedgerCode = keyof typeof ledgerCodes;

export function isLedgerCode(value: string): value is LedgerCode {
  return Object.hasOwn(ledgerCodes, value);
}
