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

/** "12.5" with 2 decimals -> 1250n; undefined when the text has more decimals than the currency or is not a plain amount. */
export function parseDecimalAmount(text: string, decimals: number): MinorUnits | undefined {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
