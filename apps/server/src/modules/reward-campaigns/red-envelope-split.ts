import { randomBytes } from 'node:crypto';

/** A source of uniform random bigints in [0, limit]; node:crypto by default. */
export type RandomBelow = (limitInclusive: bigint) => bigint;

/** Uniform in [0, limitInclusive] from node:crypto, by rejection over the smallest covering bit width. */
export const cryptoRandomBelow: RandomBelow = (limitInclusive) => {
  if (limitInclusive < 0n) throw new RangeError('negative limit');
  if (limitInclusive === 0n) return 0n;
  const bits = limitInclusive.toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const mask = (1n << BigInt(bits)) - 1n;
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`) & mask;
    if (value <= limitInclusive) return value;
  }
};

/**
 * Splits a drop's total into `count` envelopes that sum exactly to the total, each at least `floor`:
 * every envelope gets the floor, and what is left over (total − floor × count) is cut at count − 1 points
 * drawn uniformly at random (with replacement) in [0, left]; the gaps between sorted cut points are the
 * extras. The order of envelopes is the order of the gaps (already random).
 */
export function splitRedEnvelopes(
  totalMinor: bigint,
  count: number,
  floorMinor: bigint,
  random: RandomBelow = cryptoRandomBelow,
): bigint[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  if (floorMinor < 1n) throw new RangeError('the floor must be positive');
  const left = totalMinor - floorMinor * BigInt(count);
  if (left < 0n) throw new RangeError('floor × count is above the total');
  const cuts: bigint[] = [];
  for (let index = 0; index < count - 1; index += 1) cuts.push(random(left));
  cuts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const amounts: bigint[] = [];
  let previous = 0n;
  for (const cut of cuts) {
    amounts.push(floorMinor + (cut - previous));
    previous = cut;
  }
  amounts.push(floorMinor + (left - previous));
  return amounts;
}
