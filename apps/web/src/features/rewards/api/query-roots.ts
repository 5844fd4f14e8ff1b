/**
 * Every query of the reward pages starts with one of these roots: a claim, a grab or a live `rewards`
 * event invalidates them (and the promotions' summary, which counts waiting rewards).
 */
export { rewardsQueryRoot } from '../../../lib/query-roots';
export const referralQueryRoot = ['referral'] as const;
export const redEnvelopeQueryRoot = ['red-envelopes'] as const;
export const rafflesQueryRoot = ['raffles'] as const;
export const manualRebateQueryRoot = ['manual-rebate'] as const;
