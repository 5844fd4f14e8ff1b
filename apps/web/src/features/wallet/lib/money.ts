import { parseDecimalAmount } from '@gaming/contracts/money';
import { formatMinorUnits } from '../../../lib/locale-format';

/** What a hidden balance shows instead of the figure. */
export const maskedAmount = '****';

const minorPattern = /^-?\d{1,30}$/;

/** Minor units from the wire (a decimal string) as bigint; never through a float. */
export function toMinor(value: string | bigint): bigint | undefined {
  if (typeof value === 'bigint') return value;
  return minorPattern.test(value) ? BigInt(value) : undefined;
}

/** "1234567" with 2 decimals -> "12,345.67"; a malformed value shows as a dash, never as a wrong figure. */
export function formatMoney(value: string | bigint, decimals: number): string {
  const minor = toMinor(value);
  return minor === undefined ? '—' : formatMinorUnits(minor, decimals);
}

/** With an explicit sign: "+25.50", "-25.50" (zero has none). */
export function formatSignedMoney(value: string | bigint, decimals: number): string {
  const minor = toMinor(value);
  if (minor === undefined) return '—';
  const text = formatMinorUnits(minor, decimals);
  return minor > 0n ? `+${text}` : text;
}

/** "रू 12,345.67": the currency symbol before the figure. */
export function withSymbol(symbol: string, amountText: string): string {
  return `${symbol} ${amountText}`;
}

export type AmountProblem = 'required' | 'invalid' | 'tooPrecise' | 'notPositive' | 'aboveAvailable';

/**
 * Checks a typed amount as the server will (parseDecimalAmount with the currency's decimals, above
 * zero), and against what is available when that is known.
 */
export function checkAmount(
  text: string,
  decimals: number,
  availableMinor?: bigint,
): { amountMinor: bigint; problem: null } | { amountMinor: null; problem: AmountProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { amountMinor: null, problem: 'required' };
  const amountMinor = parseDecimalAmount(trimmed, decimals);
  if (amountMinor === undefined) {
    const tooPrecise = /^\d{1,13}\.\d+$/.test(trimmed);
    return { amountMinor: null, problem: tooPrecise ? 'tooPrecise' : 'invalid' };
  }
  if (amountMinor <= 0n) return { amountMinor: null, problem: 'notPositive' };
  if (availableMinor !== undefined && amountMinor > availableMinor) {
    return { amountMinor: null, problem: 'aboveAvailable' };
  }
  return { amountMinor, problem: null };
}
