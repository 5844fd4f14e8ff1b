import type { LotterySelection } from '@gaming/contracts/lottery/lottery-bets';
import { formatMinorUnits } from '../../../lib/locale-format';

export function formatMoney(minor: string | bigint, decimals: number): string {
  return formatMinorUnits(typeof minor === 'bigint' ? minor : BigInt(minor), decimals);
}

/** Odds text as configured: "9.8" stays, "2000.0000" becomes "2000" (trailing zeros dropped). */
export function formatOdds(odds: string): string {
  return odds.includes('.') ? odds.replace(/\.?0+$/, '') : odds;
}

/** The first 10 and last 6 characters of a long hex value or id, for a compact line. */
export function shortHex(value: string): string {
  return value.length <= 18 ? value : `${value.slice(0, 10)}…${value.slice(-6)}`;
}

/** The numbers of a selection, as the slip shows them: "07 · 42" (the position and pick are said apart). */
export function selectionNumbers(selection: LotterySelection): string {
  return (selection.numbers ?? []).join(' · ');
}
