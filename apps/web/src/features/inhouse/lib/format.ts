import { formatMinorUnits } from '../../../lib/locale-format';

/** 19800 (ten-thousandths) -> "1.98×"; trailing zeros beyond two decimals dropped. */
export function formatMultiplier(tenThousandths: number): string {
  const text = (tenThousandths / 10_000).toFixed(4).replace(/(\.\d\d[1-9]*)0+$/, '$1');
  return `${text}×`;
}

/** A dice roll 0..9999 as 0.00..99.99. */
export function formatRoll(roll: number): string {
  return (roll / 100).toFixed(2);
}

/** A crash point or cash-out target in hundredths -> "2.50×". */
export function formatHundredths(value: number): string {
  return `${(value / 100).toFixed(2)}×`;
}

export function formatMoney(minor: string | bigint, decimals: number): string {
  return formatMinorUnits(typeof minor === 'bigint' ? minor : BigInt(minor), decimals);
}

/** "2.5" -> 250 (hundredths) when it is a plain number with at most 2 decimals; null otherwise. */
export function parseHundredths(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
