import { parseDecimalAmount } from '@gaming/contracts/money';

/** The server's limit on whole digits (contracts/wallet.ts amountInputSchema). */
const maximumWholeDigits = 13;

export type AmountProblem = 'required' | 'format' | 'precision' | 'zero';

/** What is wrong with a typed amount, checked as the server will: plain digits, the brand's decimals, above 0. */
export function amountProblem(text: string, decimals: number): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'required';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[1] ?? '').length > maximumWholeDigits) return 'format';
  if ((match[2] ?? '').length > decimals) return 'precision';
  const minor = parseDecimalAmount(value, decimals);
  if (minor === undefined) return 'format';
  return minor > 0n ? null : 'zero';
}

/** The typed amount in minor units, or null while it is not valid. */
export function amountMinorOf(text: string, decimals: number): bigint | null {
  if (amountProblem(text, decimals)) return null;
  return parseDecimalAmount(text.trim(), decimals) ?? null;
}

/** Minor units as a plain decimal for an input field: "1000000" with 2 decimals -> "10000.00". */
export function minorToInput(amountMinor: string, decimals: number): string {
  const value = BigInt(amountMinor);
  if (decimals === 0) return value.toString();
  const scale = 10n ** BigInt(decimals);
  return `${value / scale}.${(value % scale).toString().padStart(decimals, '0')}`;
}
