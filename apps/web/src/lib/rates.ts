import { formatMinorUnits, parseDecimalAmount } from '@gaming/contracts/money';

/**
 * Rates travel as decimal strings from 0 to 1 with at most 6 decimals ("0.0125"); people read and type
 * them as percentages with at most 4 decimals ("1.25"). Both sides are integers of parts per million, so
 * nothing goes through a float.
 */
const ppmPerUnit = 1_000_000n;

/** "0.0125" -> 12500 ppm; undefined when it is no rate. */
export function rateToPpm(rate: string): bigint | undefined {
  const ppm = parseDecimalAmount(rate.trim(), 6);
  return ppm === undefined || ppm < 0n || ppm > ppmPerUnit ? undefined : ppm;
}

/** 12500 ppm -> "0.0125" (the wire form: no trailing zeros, "1" for the whole). */
export function ppmToRate(ppm: bigint): string {
  if (ppm >= ppmPerUnit) return '1';
  if (ppm <= 0n) return '0';
  return `0.${ppm.toString().padStart(6, '0')}`.replace(/0+$/, '');
}

/** A typed percentage ("1.25") as a wire rate ("0.0125"); undefined when unreadable, above 100 or too precise. */
export function percentToRate(percent: string): string | undefined {
  // A percentage with 4 decimals, times 10^4, is the rate in parts per million.
  const ppm = parseDecimalAmount(percent.trim(), 4);
  if (ppm === undefined || ppm < 0n || ppm > ppmPerUnit) return undefined;
  return ppmToRate(ppm);
}

/** A wire rate ("0.0125") as a percentage without trailing zeros ("1.25"). */
export function rateToPercent(rate: string): string {
  const ppm = rateToPpm(rate);
  if (ppm === undefined) return rate;
  return formatMinorUnits(ppm, 4)
    .replace(/,/g, '')
    .replace(/\.?0+$/, '');
}

/** A salary tier's value (spec §3): below 1 a rate on valid bet, otherwise a fixed amount in minor units. */
export function isRateValue(value: string): boolean {
  return value.startsWith('0.');
}
