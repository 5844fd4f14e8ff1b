import type { ReportFigures } from '@gaming/contracts/reports';
import { formatUtcOffset } from '../../../lib/brand-time';

/** The brand's offset as every screen of the back office labels it (lib/brand-time.ts): "UTC+05:45". */
export function gmtLabel(offsetMinutes: number): string {
  return formatUtcOffset(offsetMinutes);
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
