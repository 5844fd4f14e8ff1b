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
/**
 * Pages beyond the spec's menu: My contracts (issue 15) shows a plain member the contracts its upline
 * agent offered or gave it. Listed after the bonus details when shown. Responsible gaming (limits, reality
 * check, break, self-exclusion, closure) and identity verification (issue 20) come last when shown.
 */
export const extraMemberCentrePages = ['myContracts', 'responsibleGaming', 'verification'] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number] | (typeof extraMemberCentrePages)[number];

export const defaultMemberCentrePage: MemberCentrePage = 'securityCenter';

export function isMemberCentrePage(value: unknown): value is MemberCentrePage {
  return (
    typeof value === 'string' &&
    [...memberCentrePages, ...extraMemberCentrePages].some((page) => page === value)
  );
}

export interface MemberCentreFeatures {
  manualRebate: boolean;
  /**
   * Invite friends shows only while the referral promotion is on (spec §6, availablePromo REFERRAL);
   * false hides it, left out (not known yet) keeps it.
   */
  referral?: boolean;
  /** The member holds, held or has been offered an agent contract. */
  myContracts?: boolean;
  /** The responsible-gaming tools page (issue 20): every real member has it; left out, hidden. */
  responsibleGaming?: boolean;
  /** Identity verification documents (issue 20, KYC); left out, hidden. */
  verification?: boolean;
}

/**
 * Pages shown only when their feature is on (manual rebate, invite friends); My contracts follows the
 * bonus details; responsible gaming and verification close the menu.
 */
export function visibleMemberCentrePages(features: MemberCentreFeatures): MemberCentrePage[] {
  const lastPages: MemberCentrePage[] = [
    ...(features.responsibleGaming ? (['responsibleGaming'] as const) : []),
    ...(features.verification ? (['verification'] as const) : []),
  ];
  return [
    ...memberCentrePages
      .filter((page) => page !== 'manualRebate' || features.manualRebate)
      .filter((page) => page !== 'referral' || features.referral !== false)
      .flatMap((page): MemberCentrePage[] =>
        page === 'bonusDetails' && features.myContracts ? [page, 'myContracts'] : [page],
      ),
    ...lastPages,
  ];
}
