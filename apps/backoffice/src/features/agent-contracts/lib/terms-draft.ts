import { parseDecimalAmount } from '@gaming/contracts/money';
import { percentToRate } from '../../../lib/rates';
import type { AgentContractKind, AgentContractTerms, DividendPeriod } from './contract-types';

/** Spec §3: at most 10 tiers (agentContractLimits.tiers). */
export const maximumTiers = 10;

/** One tier as staff type it: amounts in the currency's units, rates as percentages. */
export interface TierDraft {
  /** Salary: the team's valid bet to reach; dividend: the threshold over the basis. */
  threshold: string;
  minActiveMembers: string;
  /** Salary only: a rate on valid bet, or a fixed amount. Dividends pay a share. */
  valueMode: 'rate' | 'fixed';
  /** A percentage (rate mode, dividend share) or an amount (fixed mode). */
  value: string;
}

export interface TermsDraft {
  kind: AgentContractKind;
  /** Real-time: the rate as a percentage. */
  rate: string;
  period: DividendPeriod;
  basis: 'netLoss' | 'validBet';
  negativePeriod: 'discard' | 'carry';
  tiers: TierDraft[];
}

export const emptyTier = (): TierDraft => ({
  threshold: '',
  minActiveMembers: '0',
  valueMode: 'rate',
  value: '',
});

export function emptyTerms(kind: AgentContractKind): TermsDraft {
  return { kind, rate: '', period: 'D', basis: 'netLoss', negativePeriod: 'discard', tiers: [emptyTier()] };
}

/** Field paths that are wrong ("rate", "tiers.0.value", "tiers" for the order), for the editor to mark. */
export type TermsProblems = Set<string>;

function readTier(
  tier: TierDraft,
  index: number,
  kind: AgentContractKind,
  decimals: number,
  problems: TermsProblems,
) {
  const threshold = parseDecimalAmount(tier.threshold, decimals);
  if (threshold === undefined) problems.add(`tiers.${index}.threshold`);
  const active = /^\d{1,7}$/.test(tier.minActiveMembers.trim())
    ? Number(tier.minActiveMembers.trim())
    : Number.NaN;
  if (!Number.isInteger(active) || active > 1_000_000) problems.add(`tiers.${index}.minActiveMembers`);
  let value: string | null = null;
  if (kind === 'dividend' || tier.valueMode === 'rate') {
    value = percentToRate(tier.value);
    // A salary rate must stay below 1 (a value of 1 or more is a fixed amount on the wire).
    if (value !== null && kind !== 'dividend' && (value === '0' || value === '1')) value = null;
  } else {
    const fixed = parseDecimalAmount(tier.value, decimals);
    value = fixed !== undefined && fixed >= 1n ? fixed.toString() : null;
  }
  if (value === null) problems.add(`tiers.${index}.value`);
  return {
    threshold: threshold?.toString() ?? '0',
    active: Number.isInteger(active) ? active : 0,
    value: value ?? '0',
  };
}

/** Tiers ascend by threshold, and the minimum of active members never falls (the server refuses otherwise). */
function checkOrder(tiers: { threshold: string; active: number }[], problems: TermsProblems) {
  for (let index = 1; index < tiers.length; index += 1) {
    const previous = tiers[index - 1];
    const current = tiers[index];
    if (!previous || !current) continue;
    if (BigInt(current.threshold) <= BigInt(previous.threshold) || current.active < previous.active)
      problems.add('tiers');
  }
}

/**
 * The terms to send, or the fields that are wrong. Amounts become minor units with the brand's
 * decimals, percentages become rates, exactly; the server checks the terms again (and the house's bounds).
 */
export function buildTerms(
  draft: TermsDraft,
  decimals: number,
): { terms: AgentContractTerms; problems: null } | { terms: null; problems: TermsProblems } {
  const problems: TermsProblems = new Set();
  if (draft.kind === 'realtime') {
    const rate = percentToRate(draft.rate);
    if (rate === null || rate === '0') problems.add('rate');
    return problems.size > 0
      ? { terms: null, problems }
      : { terms: { kind: 'realtime', rate: rate ?? '0' }, problems: null };
  }
  if (draft.tiers.length === 0 || draft.tiers.length > maximumTiers) problems.add('tiers');
  const tiers = draft.tiers.map((tier, index) => readTier(tier, index, draft.kind, decimals, problems));
  // The order is judged only once every tier reads, so one typing slip is not reported twice.
  if (problems.size === 0) checkOrder(tiers, problems);
  if (problems.size > 0) return { terms: null, problems };
  if (draft.kind === 'dividend') {
    return {
      problems: null,
      terms: {
        kind: 'dividend',
        period: draft.period,
        basis: draft.basis,
        negativePeriod: draft.negativePeriod,
        tiers: tiers.map((tier) => ({
          thresholdMinor: tier.threshold,
          minActiveMembers: tier.active,
          share: tier.value,
        })),
      },
    };
  }
  return {
    problems: null,
    terms: {
      kind: draft.kind,
      tiers: tiers.map((tier) => ({
        validBetMinor: tier.threshold,
        minActiveMembers: tier.active,
        value: tier.value,
      })),
    },
  };
}
