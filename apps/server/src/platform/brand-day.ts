import { AppError } from './errors.js';

/**
 * Brand-local calendar days. The brand's clock is a fixed offset east of UTC (settings brand
 * gmtOffsetMinutes, +345 for Nepal), so a day is [00:00 local, next 00:00 local) and members and staff
 * see the same day boundaries whatever zone their browser is in.
 */
const minuteMs = 60_000;
const dayMs = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function utcDay(instantMs: number): string {
  const date = new Date(instantMs);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The brand-local day (yyyy-MM-dd) an instant falls on. */
export function brandDay(instantMs: number, offsetMinutes: number): string {
  return utcDay(instantMs + offsetMinutes * minuteMs);
}

export function brandToday(now: Date, offsetMinutes: number): string {
  return brandDay(now.getTime(), offsetMinutes);
}

/** A real calendar day: 2024-02-30 parses in JavaScript (as 1 March), so it is checked by round trip. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const instant = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(instant) && utcDay(instant) === day;
}

export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);
}

/**
 * The UTC instant a brand-local day starts at, `plusDays` later. A day that does not exist (the query
 * patterns let 2024-13-45 through) is the caller's mistake: a 400, not a 500.
 */
export function brandDayStart(day: string, offsetMinutes: number, plusDays = 0): Date {
  if (!isCalendarDay(day))
    throw new AppError('validation_failed', 'Not a calendar day.', [
      { path: 'day', message: 'validation.date' },
    ]);
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * dayMs - offsetMinutes * minuteMs);
}
