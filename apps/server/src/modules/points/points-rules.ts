import type { PointsRateVersion } from '@gaming/contracts/points';
import type { PointsRates } from '../../db/schema-points.js';
import { AppError } from '../../platform/errors.js';
import type { RateVersionRow } from './points-repository.js';

// Pure rules of loyalty points (earning per window, rate versions), apart from PointsService's I/O.

const maxPoints = 1_000_000_000_000_000n;

export function checkPoints(points: bigint): void {
  if (typeof points !== 'bigint' || points <= 0n || points > maxPoints)
    throw new AppError('validation_failed', 'Points are a positive whole number within limits.');
}

/** Valid bet per point of a category in a version (0n = earns nothing). */
function rateOf(rates: PointsRates, category: string): bigint {
  const rate = rates.categories[category] ?? rates.defaultValidBetPerPointMinor;
  return rate ? BigInt(rate) : 0n;
}

/** A window's points: per category floor(valid bet / rate), rounding towards the house. */
export function windowTarget(
  validBetByCategory: ReadonlyMap<string, bigint>,
  rates: PointsRates | null,
): bigint {
  if (!rates) return 0n;
  let points = 0n;
  for (const [category, validBet] of validBetByCategory) {
    const rate = rateOf(rates, category);
    if (rate > 0n && validBet > 0n) points += validBet / rate;
  }
  return points;
}

/** The version in force at `instant` (versions ascending by effective_from). */
export function versionAt(versions: readonly RateVersionRow[], instant: Date): RateVersionRow | null {
  let found: RateVersionRow | null = null;
  for (const version of versions) {
    if (version.effective_from.getTime() <= instant.getTime()) found = version;
    else break;
  }
  return found;
}

export function versionView(row: RateVersionRow): PointsRateVersion {
  return {
    id: String(row.id),
    effectiveFrom: row.effective_from.toISOString(),
    defaultValidBetPerPointMinor: row.rates.defaultValidBetPerPointMinor,
    categories: Object.entries(row.rates.categories)
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([category, validBetPerPointMinor]) => ({ category, validBetPerPointMinor })),
    // The staff member's name, as other staff lists show who decided (decidedBy).
    createdBy: row.created_by_name,
  };
}
