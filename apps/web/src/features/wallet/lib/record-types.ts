/**
 * Reason codes the account record's type filter offers (contracts: accountRecordSchema.type). The
 * entries themselves are labelled by their event (records.events).
 */
export const knownRecordTypes = [
  'deposit',
  'deposit_fee',
  'withdrawal',
  'withdrawal_refund',
  'withdrawal_fee',
  'transfer_upline',
  'transfer_downline',
  'bet',
  'win',
  'refund',
  'bonus',
  'rebate',
  'adjustment',
  'vendor_transfer_in',
  'vendor_transfer_out',
  'vendor_transfer_refund',
  // Agent contracts (issue 15): salaries and dividends paid, in or out.
  'agent_salary',
  'agent_dividend',
  // Promotions and bonuses (issue 16): what reaches main (a released wagering bonus, the campaigns'
  // rewards; the server labels them all the event `bonus`). Locking, forfeiting, expiring and the excess
  // over the max cash-out move only the locked bonus account, never main, so they are not offered here.
  'bonus_release',
  'red_envelope',
  'raffle_prize',
  'referral_reward',
  // Loyalty (issue 17): mall cash and conversions, mission rewards, ranking prizes, VIP bonuses.
  'points_cash',
  'mission_reward',
  'ranking_prize',
  'vip_bonus',
] as const;
export type KnownRecordType = (typeof knownRecordTypes)[number];

export function isKnownRecordType(value: string): value is KnownRecordType {
  return (knownRecordTypes as readonly string[]).includes(value);
}
