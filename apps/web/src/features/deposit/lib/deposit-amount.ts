import type { DepositChannel } from '@gaming/contracts/deposits';
import { formatMinorUnits, parseDecimalAmount } from '@gaming/contracts/money';
import { formatMinorUnits as formatMinorForReader } from '../../../lib/locale-format';

export type AmountProblem =
  | 'required'
  | 'invalid'
  | 'tooPrecise'
  | 'belowMinimum'
  | 'aboveMaximum'
  | 'feeTooHigh';

/** The channel's fee for an amount, as the server computes it (floor of the basis points, plus fixed). */
export function feeFor(
  channel: Pick<DepositChannel, 'feeBasisPoints' | 'feeFixedMinor'>,
  amountMinor: bigint,
): bigint {
  return (amountMinor * BigInt(channel.feeBasisPoints)) / 10_000n + BigInt(channel.feeFixedMinor);
}

/** Checks a typed amount against the currency's decimals and the channel's limits. */
export function checkDepositAmount(
  text: string,
  decimals: number,
  channel: DepositChannel,
):
  | { amountMinor: bigint; feeMinor: bigint; problem: null }
  | { amountMinor: null; feeMinor: null; problem: AmountProblem } {
  const trimmed = text.trim();
  const refuse = (problem: AmountProblem) => ({ amountMinor: null, feeMinor: null, problem }) as const;
  if (trimmed === '') return refuse('required');
  const amountMinor = parseDecimalAmount(trimmed, decimals);
  if (amountMinor === undefined) return refuse(/^\d{1,13}\.\d+$/.test(trimmed) ? 'tooPrecise' : 'invalid');
  if (amountMinor < BigInt(channel.minAmountMinor)) return refuse('belowMinimum');
  if (amountMinor > BigInt(channel.maxAmountMinor)) return refuse('aboveMaximum');
  const feeMinor = feeFor(channel, amountMinor);
  if (feeMinor >= amountMinor) return refuse('feeTooHigh');
  return { amountMinor, feeMinor, problem: null };
}

/** Round quick amounts within the channel's limits: the minimum, then common steps below the maximum. */
export function quickAmounts(channel: DepositChannel, decimals: number): string[] {
  const scale = 10n ** BigInt(decimals);
  const min = BigInt(channel.minAmountMinor);
  const max = BigInt(channel.maxAmountMinor);
  const steps = [500n, 1_000n, 2_000n, 5_000n, 10_000n, 20_000n, 50_000n].map((whole) => whole * scale);
  const picks = [min, ...steps.filter((step) => step > min && step <= max)].slice(0, 6);
  return picks.map((minor) =>
    minor % scale === 0n ? (minor / scale).toString() : formatMinorUnits(minor, decimals).replaceAll(',', ''),
  );
}

export function formatAmount(minor: string | bigint, decimals: number): string {
  const value = typeof minor === 'bigint' ? minor : /^-?\d{1,30}$/.test(minor) ? BigInt(minor) : null;
  return value === null ? '—' : formatMinorForReader(value, decimals);
}

/** A channel's name in the interface language when staff gave one. */
export function channelName(
  channel: { name: string; localizedNames: Record<string, string> },
  language: string,
) {
  return channel.localizedNames[language] ?? channel.name;
}

/** Basis points as a percentage text: 150 -> "1.5". */
export function percentText(basisPoints: number): string {
  return (basisPoints / 100).toString();
}

/** A pay URL from the gateway is followed only when it is http(s) or a path on this site. */
export function isSafePayUrl(url: string): boolean {
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(url);
}
