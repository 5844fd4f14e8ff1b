import { formatMinorUnits } from '../../../lib/locale-format';

const minorPattern = /^-?\d{1,30}$/;

/** "1234567" with 2 decimals -> "12,345.67"; `signed` adds + to a gain. Malformed shows a dash, never a wrong figure. */
export function formatAmount(value: string, decimals: number, options: { signed?: boolean } = {}): string {
  if (!minorPattern.test(value)) return '—';
  const minor = BigInt(value);
  const text = formatMinorUnits(minor, decimals);
  return options.signed && minor > 0n ? `+${text}` : text;
}

/** Colour follows the sign: a member's gain green, a loss red, even grey. */
export function toneOf(value: string): string {
  if (!minorPattern.test(value)) return '';
  const minor = BigInt(value);
  return minor > 0n ? 'text-success' : minor < 0n ? 'text-danger' : 'text-muted';
}
