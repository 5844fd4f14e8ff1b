import type { ReportFigures } from '@gaming/contracts/reports';

/** The brand's offset as staff read it: +345 is "GMT+05:45". */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `GMT${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minor units as a plain number of major units, for a chart's scale only (tables show exact text). */
export function chartAmount(minor: string, decimals: number): number {
  return Number(minor) / 10 ** decimals;
}

/** The money figures of a day, in the order the dashboard shows them. */
export const moneyFigures = [
  'depositsMinor',
  'withdrawalsMinor',
  'ggrMinor',
  'bonusesMinor',
  'ngrMinor',
  'firstDepositsMinor',
] as const satisfies readonly (keyof ReportFigures)[];

export const countFigures = [
  'registrations',
  'firstDeposits',
  'deposits',
  'withdrawals',
  'activePlayers',
  'rounds',
] as const satisfies readonly (keyof ReportFigures)[];
