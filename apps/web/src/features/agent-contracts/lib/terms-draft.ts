import { agentContractLimits } from '@gaming/contracts/agent-contracts';
import { formatMinorUnits, parseDecimalAmount } from '@gaming/contracts/money';
import { isRateValue, percentToRate, rateToPercent } from '../../../lib/rates';
import type { AgentContractKind, AgentContractTerms, DividendPeriod } from './contract-types';

/** One tier as typed: money as decimals ("1,000.00" without separators), rates as percentages. */
export interface TierDraft {
  threshold: string;
  minActive: string;
  /** Salary tiers: a rate of valid bet or a fixed amount (spec §3). Dividend tiers are always a share. */
  valueType: 'rate' | 'fixed';
  value: string;
}

export interface TermsDraft {
  kind: AgentContractKind;
  period: DividendPeriod;
  basis: 'netLoss' | 'validBet';
  negativePeriod: 'discard' | 'carry';
  tiers: TierDraft[];
  /** Real-time: the rate as a percentage. */
  rate: string;
}

export const emptyTier: TierDraft = { threshold: '', minActive: '0', valueType: 'rate', value: '' };

export function emptyDraft(kind: AgentContractKind): TermsDraft {
  return {
    kind,
    period: 'W',
    basis: 'netLoss',
    negativePeriod: 'discard',
    tiers: [{ ...emptyTier }],
    rate: '',
  };
}

function moneyText(minor: string, decimals: number): string {
  return formatMinorUnits(BigInt(minor), decimals).replace(/,/g, '');
}

/** A draft filled with existing terms (an agent starts from its own terms, the most it may give). */
export function draftOf(terms: AgentContractTerms, decimals: number): TermsDraft {
  const draft = emptyDraft(terms.kind);
  if (terms.kind === 'realtime') return { ...draft, rate: rateToPercent(terms.rate) };
  if (terms.kind === 'dividend') {
    return {
      ...draft,
      period: terms.period,
      basis: terms.basis,
      negativePeriod: terms.negativePeriod,
      tiers: terms.tiers.map((tier) => ({
        threshold: moneyText(tier.thresholdMinor, decimals),
        minActive: String(tier.minActiveMembers),
        valueType: 'rate',
        value: rateToPercent(tier.share),
      })),
    };
  }
  return {
    ...draft,
    tiers: terms.tiers.map((tier) => ({
      threshold: moneyText(tier.validBetMinor, decimals),
      minActive: String(tier.minActiveMembers),
      valueType: isRateValue(tier.value) ? 'rate' : 'fixed',
      value: isRateValue(tier.value) ? rateToPercent(tier.value) : moneyText(tier.value, decimals),
    })),
  };
}

/** A problem of one field, as an i18n key under agentCentre.contracts.errors; `tier` is its index. */
export interface DraftProblem {
  field: 'rate' | 'threshold' | 'minActive' | 'value' | 'order';
  tier: number | null;
  key: string;
}

function money(text: string, decimals: number): bigint | undefined {
  const minor = parseDecimalAmount(text.trim(), decimals);
  return minor === undefined || minor < 0n ? undefined : minor;
}

function activeCount(text: string): number | undefined {
  if (!/^\d{1,7}$/.test(text.trim())) return undefined;
  const count = Number(text.trim());
  return count <= 1_000_000 ? count : undefined;
}

/**
 * The draft as the wire's terms, or its problems: every money figure in the currency's decimals, rates as
 * percentages up to 100 with 4 decimals, tiers in strictly ascending threshold with a non-decreasing
 * minimum of active members (the server's own rule), a fixed salary of at least one minor unit.
 */
export function termsOf(
  draft: TermsDraft,
  decimals: number,
): { terms: AgentContractTerms; problems: [] } | { terms: null; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  if (draft.kind === 'realtime') {
    const rate = percentToRate(draft.rate);
    if (rate === undefined || rate === '0')
      return { terms: null, problems: [{ field: 'rate', tier: null, key: 'rate' }] };
    return { terms: { kind: 'realtime', rate }, problems: [] };
  }
  const tiers = draft.tiers.slice(0, agentContractLimits.tiers).map((tier, index) => {
    const threshold = money(tier.threshold, decimals);
    const minActive = activeCount(tier.minActive);
    if (threshold === undefined) problems.push({ field: 'threshold', tier: index, key: 'amount' });
    if (minActive === undefined) problems.push({ field: 'minActive', tier: index, key: 'activeMembers' });
    let value: string | undefined;
    if (draft.kind === 'dividend' || tier.valueType === 'rate') {
      const rate = percentToRate(tier.value);
      value = rate === undefined || rate === '0' ? undefined : rate;
      if (value === undefined) problems.push({ field: 'value', tier: index, key: 'rate' });
    } else {
      const fixed = money(tier.value, decimals);
      value = fixed === undefined || fixed < 1n ? undefined : fixed.toString();
      if (value === undefined) problems.push({ field: 'value', tier: index, key: 'fixed' });
    }
    return { threshold, minActive, value };
  });
  for (let index = 1; index < tiers.length; index += 1) {
    const previous = tiers[index - 1];
    const current = tiers[index];
    if (previous?.threshold === undefined || current?.threshold === undefined) continue;
    const ascending = current.threshold > previous.threshold;
    const activeOk = (current.minActive ?? 0) >= (previous.minActive ?? 0);
    if (!ascending || !activeOk) problems.push({ field: 'order', tier: index, key: 'order' });
  }
  if (problems.length > 0) return { terms: null, problems };
  const complete = tiers as Array<{ threshold: bigint; minActive: number; value: string }>;
  if (draft.kind === 'dividend') {
    return {
      terms: {
        kind: 'dividend',
        period: draft.period,
        basis: draft.basis,
        negativePeriod: draft.negativePeriod,
        tiers: complete.map((tier) => ({
          thresholdMinor: tier.threshold.toString(),
          minActiveMembers: tier.minActive,
          share: tier.value,
        })),
      },
      problems: [],
    };
  }
  return {
    terms: {
      kind: draft.kind,
      tiers: complete.map((tier) => ({
        validBetMinor: tier.threshold.toString(),
        minActiveMembers: tier.minActive,
        value: tier.value,
      })),
    },
    problems: [],
  };
}
