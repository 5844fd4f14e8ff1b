import { parseDecimalAmount } from '@gaming/contracts/money';
import { formatMinorUnits } from '../../../lib/locale-format';

const minorPattern = /^-?\d{1,30}$/;

/** "रू 1,234.50" from minor units on the wire; a malformed value shows as a dash, never a wrong figure. */
export function money(symbol: string, value: string | bigint, decimals: number): string {
  if (typeof value === 'string' && !minorPattern.test(value)) return '—';
  return `${symbol} ${formatMinorUnits(BigInt(value), decimals)}`;
}

export type AmountCheck =
  | { amountMinor: bigint; problem: null }
  | {
      amountMinor: null;
      problem: 'required' | 'invalid' | 'belowMinimum' | 'aboveMaximum' | 'aboveAvailable';
    };

/** Checks a typed amount the way the server will: syntax and decimals, then the limits and the balance. */
export function checkWithdrawAmount(
  text: string,
  decimals: number,
  limits: { minimumMinor: bigint; maximumMinor: bigint; availableMinor: bigint },
): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { amountMinor: null, problem: 'required' };
  const amountMinor = parseDecimalAmount(trimmed, decimals);
  if (amountMinor === undefined || amountMinor <= 0n) return { amountMinor: null, problem: 'invalid' };
  if (amountMinor < limits.minimumMinor) return { amountMinor: null, problem: 'belowMinimum' };
  if (amountMinor > limits.maximumMinor) return { amountMinor: null, problem: 'aboveMaximum' };
  if (amountMinor > limits.availableMinor) return { amountMinor: null, problem: 'aboveAvailable' };
  return { amountMinor, problem: null };
}

/** Whole minutes left until an instant (never negative). */
export function minutesUntil(iso: string, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - nowMs) / 60_000));
}
