import { formatMinorUnits } from '../../../lib/locale-format';

const wholePattern = /^-?\d{1,30}$/;

/** A whole number from the wire (points, counts: a decimal string) as bigint; undefined when malformed. */
export function toWhole(value: string | bigint): bigint | undefined {
  if (typeof value === 'bigint') return value;
  return wholePattern.test(value) ? BigInt(value) : undefined;
}

/** Points with thousands separators ("12,500"); a malformed value is a dash, never a wrong figure. */
export function formatPoints(value: string | bigint): string {
  const points = toWhole(value);
  return points === undefined ? '—' : formatMinorUnits(points, 0);
}

/**
 * The options of a counted points text: `count` picks the plural form ("1 point", "1,200 points"),
 * `points` is the figure shown.
 */
export function pointsCount(value: string | bigint): { count: number; points: string } {
  const points = toWhole(value);
  return { count: points === undefined ? 0 : Number(points), points: formatPoints(value) };
}

/** With an explicit sign for a points line: "+120", "-5,000" (zero has none). */
export function formatSignedPoints(value: string | bigint): string {
  const points = toWhole(value);
  if (points === undefined) return '—';
  const text = formatMinorUnits(points, 0);
  return points > 0n ? `+${text}` : text;
}

/**
 * How far a value is towards a target, in whole percent from 0 to 100, rounded down (a bar never looks
 * full before it is). A target of 0 or less counts as reached; malformed values as nothing done.
 */
export function progressPercent(current: string | bigint, target: string | bigint): number {
  const done = toWhole(current);
  const goal = toWhole(target);
  if (done === undefined || goal === undefined) return 0;
  if (goal <= 0n) return 100;
  if (done <= 0n) return 0;
  if (done >= goal) return 100;
  return Number((done * 100n) / goal);
}

/** A typed whole count ("3"): the number, or null when it is not a plain positive integer. */
export function parsePositiveCount(text: string, maximum: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= maximum ? count : null;
}
