/**
 * Money crosses the wire as a decimal string of minor units (e.g. "12345" = 123.45 with 2 decimals),
 * because JSON numbers lose precision above 2^53. Format only at the edge.
 */
export type MinorUnits = bigint;

export function parseMinorUnits(value: string): MinorUnits {
  if (!/^-?\d{1,30}$/.test(value)) throw new RangeError(`not an integer amount: ${value}`);
  return BigInt(value);
}

/** "1234567" with 2 decimals -> "12,345.67". Grouping with commas every 3 digits. */
export function formatMinorUnits(amountMinor: MinorUnits, decimals: number): string {
  const negative = amountMinor < 0n;
  const absolute = negative ? -amountMinor : amountMinor;
  const scale = 10n ** BigInt(decimals);
  const whole = (absolute / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${(absolute % scale).toString().padStart(decimals, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
