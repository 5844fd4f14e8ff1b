import { formatMinorUnits } from '@gaming/contracts/money';

/** Basis points as a percentage without trailing zeros: 125 -> "1.25", 50 -> "0.5", 100 -> "1". */
export function basisPointsToPercent(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) return '—';
  return formatMinorUnits(BigInt(basisPoints), 2).replace(/\.?0+$/, '');
}

/**
 * What is still needed for the next level (never below 0), as a whole number of the threshold's unit
 * (points, or minor units of valid bet).
 */
export function remainingToNext(currentValue: string, nextThreshold: string): bigint {
  const pattern = /^\d{1,30}$/;
  if (!pattern.test(currentValue) || !pattern.test(nextThreshold)) return 0n;
  const remaining = BigInt(nextThreshold) - BigInt(currentValue);
  return remaining > 0n ? remaining : 0n;
}
