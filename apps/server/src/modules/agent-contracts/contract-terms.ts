import type {
  AgentContractKind,
  AgentContractSettings,
  AgentContractTerms,
  DividendTerms,
  RealtimeTerms,
  SalaryTerms,
} from '@gaming/contracts/agent-contracts';

/**
 * The money rules of agent contracts as pure functions over integers (DESIGN.md §5: no floats for
 * money). A rate or share is a decimal string with at most 6 decimals, read as parts per million, and an
 * amount is floor(base × ppm / 1,000,000): the payer never pays a fraction of a minor unit more.
 */

const partsPerMillion = 1_000_000n;

/** "0.0125" → 12500n; "1" → 1000000n. The schema already limits the text to 0..1 with 6 decimals. */
export function ratePpm(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate);
  if (!match) throw new Error(`Not a rate: ${rate}`);
  const whole = BigInt(match[1] as string);
  const fraction = BigInt((match[2] ?? '').padEnd(6, '0'));
  return whole * partsPerMillion + fraction;
}

/** floor(base × ppm / 10^6) for base ≥ 0. */
export function applyRate(baseMinor: bigint, ppm: bigint): bigint {
  if (baseMinor <= 0n || ppm <= 0n) return 0n;
  return (baseMinor * ppm) / partsPerMillion;
}

/** A salary tier's value: below 1 a rate on valid bet, otherwise a fixed amount in minor units. */
export type TierValue = { type: 'rate'; ppm: bigint } | { type: 'fixed'; amountMinor: bigint };

export function tierValue(value: string): TierValue {
  return value.startsWith('0.')
    ? { type: 'rate', ppm: ratePpm(value) }
    : { type: 'fixed', amountMinor: BigInt(value) };
}

/** A team's figures over one window (rounds settled in it, team = holder + descendants). */
export type TeamFigures = {
  validBetMinor: bigint;
  /** Stake − win (positive: the team lost to the house). */
  netLossMinor: bigint;
  activeMembers: number;
};

export type Settlement = {
  amountMinor: bigint;
  /** The highest tier met, or null. */
  tierIndex: number | null;
  carryInMinor: bigint;
  carryOutMinor: bigint;
};

/** The index of the highest tier whose thresholds the figures meet (tiers ascend), or null. */
function highestTierMet<T>(
  tiers: readonly T[],
  figure: bigint,
  activeMembers: number,
  threshold: (tier: T) => bigint,
  minimumActive: (tier: T) => number,
): number | null {
  let met: number | null = null;
  for (const [index, tier] of tiers.entries())
    if (figure >= threshold(tier) && activeMembers >= minimumActive(tier)) met = index;
  return met;
}

/** The salary tier that applies to a valid bet and a number of active members (null: none). */
export function salaryTierAt(terms: SalaryTerms, validBetMinor: bigint, activeMembers: number) {
  return highestTierMet(
    terms.tiers,
    validBetMinor,
    activeMembers,
    (tier) => BigInt(tier.validBetMinor),
    (tier) => tier.minActiveMembers,
  );
}

/**
 * Daily or hourly salary: the highest tier met by the team's valid bet and active members pays its
 * value (a rate on the valid bet, or a fixed amount). A window without any valid bet pays nothing, even
 * under a tier whose thresholds are 0: a salary is for play, never for an idle team.
 */
export function salaryAmount(terms: SalaryTerms, figures: TeamFigures): Settlement {
  const none = { amountMinor: 0n, tierIndex: null, carryInMinor: 0n, carryOutMinor: 0n };
  if (figures.validBetMinor <= 0n) return none;
  const index = salaryTierAt(terms, figures.validBetMinor, figures.activeMembers);
  if (index === null) return none;
  const value = tierValue((terms.tiers[index] as SalaryTerms['tiers'][number]).value);
  const amountMinor = value.type === 'rate' ? applyRate(figures.validBetMinor, value.ppm) : value.amountMinor;
  return { amountMinor, tierIndex: index, carryInMinor: 0n, carryOutMinor: 0n };
}

/** Real-time salary: the rate on the team's valid bet settled in the 5-minute window. */
export function realtimeAmount(terms: RealtimeTerms, figures: TeamFigures): Settlement {
  return {
    amountMinor: applyRate(figures.validBetMinor, ratePpm(terms.rate)),
    tierIndex: null,
    carryInMinor: 0n,
    carryOutMinor: 0n,
  };
}

/**
 * Dividend: a share of the team's net loss for the period. With carry-over, a losing period for the
 * house (net loss < 0) is carried into the next period and offsets its net loss until used up; with
 * discard it is dropped. The tier is chosen by the terms' basis (net loss after the carry, or valid bet)
 * and the active members; no tier met pays nothing (and a positive period still uses up the carry).
 */
export function dividendAmount(terms: DividendTerms, figures: TeamFigures, carryInMinor: bigint): Settlement {
  const carryIn = terms.negativePeriod === 'carry' && carryInMinor < 0n ? carryInMinor : 0n;
  const base = figures.netLossMinor + carryIn;
  if (base <= 0n)
    return {
      amountMinor: 0n,
      tierIndex: null,
      carryInMinor: carryIn,
      carryOutMinor: terms.negativePeriod === 'carry' ? base : 0n,
    };
  const figure = terms.basis === 'netLoss' ? base : figures.validBetMinor;
  const index = dividendTierAt(terms, figure, figures.activeMembers);
  const share = index === null ? 0n : ratePpm((terms.tiers[index] as DividendTerms['tiers'][number]).share);
  return { amountMinor: applyRate(base, share), tierIndex: index, carryInMinor: carryIn, carryOutMinor: 0n };
}

export function dividendTierAt(terms: DividendTerms, figure: bigint, activeMembers: number) {
  return highestTierMet(
    terms.tiers,
    figure,
    activeMembers,
    (tier) => BigInt(tier.thresholdMinor),
    (tier) => tier.minActiveMembers,
  );
}

/** The amount a window of a contract pays (dividend needs the carry brought in from its previous window). */
export function settle(terms: AgentContractTerms, figures: TeamFigures, carryInMinor = 0n): Settlement {
  switch (terms.kind) {
    case 'realtime':
      return realtimeAmount(terms, figures);
    case 'dividend':
      return dividendAmount(terms, figures, carryInMinor);
    default:
      return salaryAmount(terms, figures);
  }
}

/** The ledger code of a kind's payments (modules/agents reads income by these codes). */
export function ledgerCodeOf(kind: AgentContractKind): 'agent_salary' | 'agent_dividend' {
  return kind === 'dividend' ? 'agent_dividend' : 'agent_salary';
}

// ---------------------------------------------------------------- comparing terms

/** Sorted distinct values with 0 first: the corners of the step functions' cells. */
function corners(values: readonly bigint[]): bigint[] {
  return [...new Set([0n, ...values].map(String))].map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function activeCorners(values: readonly number[]): number[] {
  return [...new Set([0, ...values])].sort((a, b) => a - b);
}

/** The rate part of the salary tier in force at a point (0 for a fixed amount or no tier). */
function salarySlopePpm(terms: SalaryTerms, validBetMinor: bigint, activeMembers: number): bigint {
  const index = salaryTierAt(terms, validBetMinor, activeMembers);
  if (index === null) return 0n;
  const value = tierValue((terms.tiers[index] as SalaryTerms['tiers'][number]).value);
  return value.type === 'rate' ? value.ppm : 0n;
}

function salaryAt(terms: SalaryTerms, validBetMinor: bigint, activeMembers: number): bigint {
  return salaryAmount(terms, { validBetMinor, netLossMinor: 0n, activeMembers }).amountMinor;
}

/**
 * Whether a salary never pays more than another for the same figures. Both are step functions of valid
 * bet and active members, linear (a rate) or constant (a fixed amount) inside each cell between the tiers'
 * thresholds, so comparing them at each cell's two ends (and, past the last threshold, comparing the rates)
 * decides it for every point.
 */
function salaryWithin(child: SalaryTerms, parent: SalaryTerms): boolean {
  const validBets = corners(
    [...child.tiers, ...parent.tiers].flatMap((tier) => {
      const threshold = BigInt(tier.validBetMinor);
      return threshold > 0n ? [threshold] : [];
    }),
  );
  const actives = activeCorners([...child.tiers, ...parent.tiers].map((tier) => tier.minActiveMembers));
  for (const active of actives)
    for (const [index, low] of validBets.entries()) {
      const next = validBets[index + 1];
      const points = next === undefined ? [low, low + 1n] : [low, low + 1n, next - 1n];
      for (const point of points)
        if (salaryAt(child, point, active) > salaryAt(parent, point, active)) return false;
      if (next === undefined && salarySlopePpm(child, low, active) > salarySlopePpm(parent, low, active))
        return false;
    }
  return true;
}

function dividendShareAt(terms: DividendTerms, figure: bigint, activeMembers: number): bigint {
  const index = dividendTierAt(terms, figure, activeMembers);
  return index === null ? 0n : ratePpm((terms.tiers[index] as DividendTerms['tiers'][number]).share);
}

/** Shares are constant inside each cell: comparing them at every corner decides it. Same basis only. */
function dividendWithin(child: DividendTerms, parent: DividendTerms): boolean {
  if (child.basis !== parent.basis) return false;
  const figures = corners([...child.tiers, ...parent.tiers].map((tier) => BigInt(tier.thresholdMinor)));
  const actives = activeCorners([...child.tiers, ...parent.tiers].map((tier) => tier.minActiveMembers));
  for (const active of actives)
    for (const figure of figures)
      if (dividendShareAt(child, figure, active) > dividendShareAt(parent, figure, active)) return false;
  return true;
}

/**
 * Whether a child's terms stay within its parent's (spec: a contract's terms may never exceed the
 * offering agent's own): at every possible figure the child's rate, share or amount is at most the
 * parent's. Kinds must match.
 */
export function termsWithin(child: AgentContractTerms, parent: AgentContractTerms): boolean {
  if (child.kind === 'realtime' && parent.kind === 'realtime')
    return ratePpm(child.rate) <= ratePpm(parent.rate);
  if (child.kind === 'dividend' && parent.kind === 'dividend') return dividendWithin(child, parent);
  if (child.kind !== 'realtime' && child.kind !== 'dividend' && parent.kind === child.kind)
    return salaryWithin(child, parent as SalaryTerms);
  return false;
}

/** Whether terms the house offers stay within the brand's bounds (settings agentContracts). */
export function withinHouseBounds(terms: AgentContractTerms, bounds: AgentContractSettings): boolean {
  switch (terms.kind) {
    case 'realtime':
      return ratePpm(terms.rate) <= ratePpm(bounds.maxRealtimeRate);
    case 'dividend':
      return terms.tiers.every((tier) => ratePpm(tier.share) <= ratePpm(bounds.maxDividendShare));
    default:
      return terms.tiers.every((tier) => {
        const value = tierValue(tier.value);
        return value.type === 'rate'
          ? value.ppm <= ratePpm(bounds.maxSalaryRate)
          : value.amountMinor <= BigInt(bounds.maxSalaryFixedMinor);
      });
  }
}
