import type { Problems } from '../../../lib/form-values';

/**
 * Points are whole units (1 point = 1 in the points ledger, never minor units of money), sent as decimal
 * strings like money. Staff type them as plain digits; an adjustment may carry a sign.
 */

/** The longest number of digits a typed points value may have (the server's bigint bound is far above). */
export const maximumPointsDigits = 12;

/** "1234567" -> "1,234,567"; signed puts a + before a positive value; the text itself if unreadable. */
export function formatPoints(points: string, options: { signed?: boolean } = {}): string {
  let value: bigint;
  try {
    value = BigInt(points);
  } catch {
    return points;
  }
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (negative) return `-${digits}`;
  return options.signed && value > 0n ? `+${digits}` : digits;
}

const unsignedPattern = new RegExp(`^\\d{1,${maximumPointsDigits}}$`);
const signedPattern = new RegExp(`^[+-]?\\d{1,${maximumPointsDigits}}$`);

/** A whole number of points above 0 (or 0 when allowed), or null with the field's problem recorded. */
export function readPoints(
  text: string,
  field: string,
  problems: Problems,
  options: { allowZero?: boolean } = {},
): string | null {
  const value = text.trim().replaceAll(',', '');
  if (!value) {
    problems[field] = 'required';
    return null;
  }
  if (!unsignedPattern.test(value)) {
    problems[field] = 'wholeNumber';
    return null;
  }
  const points = BigInt(value);
  if (points === 0n && !options.allowZero) {
    problems[field] = 'zero';
    return null;
  }
  return points.toString();
}

/** Optional points: empty means none (null, nothing recorded). */
export function readOptionalPoints(text: string, field: string, problems: Problems): string | null {
  if (!text.trim()) return null;
  return readPoints(text, field, problems);
}

/** A signed whole number of points, never 0 ("-50" takes points away, "50" or "+50" gives). */
export function readSignedPoints(text: string, field: string, problems: Problems): string | null {
  const value = text.trim().replaceAll(',', '');
  if (!value) {
    problems[field] = 'required';
    return null;
  }
  if (!signedPattern.test(value)) {
    problems[field] = 'wholeNumber';
    return null;
  }
  const points = BigInt(value);
  if (points === 0n) {
    problems[field] = 'zero';
    return null;
  }
  return points.toString();
}
