/**
 * Rates and shares cross the wire as decimal strings from 0 to 1 with at most 6 decimals ("0.0125");
 * staff read and type them as percentages ("1.25"). Both ways are exact: the value is held as an
 * integer of millionths, never a float, so "0.1 %" is always "0.001".
 */

const millionths = 1_000_000n;

/** "0.0125" -> 12500n; null when the text is not such a rate. */
export function rateToMillionths(rate: string): bigint | null {
  const match = /^(0|1)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) return null;
  const value = BigInt(match[1] ?? '0') * millionths + BigInt((match[2] ?? '').padEnd(6, '0') || '0');
  return value > millionths ? null : value;
}

/** 12500n -> "0.0125"; 1000000n -> "1"; 0n -> "0". */
export function millionthsToRate(value: bigint): string {
  if (value >= millionths) return '1';
  const fraction = value.toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `0.${fraction}` : '0';
}

/** A rate as a percentage without a sign: "0.0125" -> "1.25", "1" -> "100"; the text itself if unreadable. */
export function rateToPercent(rate: string): string {
  const value = rateToMillionths(rate);
  if (value === null) return rate;
  const whole = value / 10_000n;
  const fraction = (value % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** A typed percentage as a rate: "1.25" -> "0.0125"; null above 100 %, below 0, or finer than 0.0001 %. */
export function percentToRate(percent: string): string | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim());
  if (!match) return null;
  const value = BigInt(match[1] ?? '0') * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0') || '0');
  return value > millionths ? null : millionthsToRate(value);
}
