/** The member centre menu of spec §2, in order; pages open by switch, not by URL. */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

export function isMemberCentrePage(value: unknown): value is MemberCentrePage {
  return typeof value === 'string' && (memberCentrePages as readonly string[]).includes(value);
}

/** Pages shown only when their feature is on. */
export function visibleMemberCentrePages(features: { manualRebate: boolean }): MemberCentrePage[] {
  return memberCentrePages.filter((page) => page !== 'manualRebate' || features.manualRebate);
}
