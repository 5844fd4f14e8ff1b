/**
 * Times in the brand's zone: a fixed offset in minutes east of UTC (siteSettings.brand.gmtOffsetMinutes,
 * +345 for Nepal), not the browser's zone, so every member sees the same clock as the back office.
 */

import { formatCalendarDay, formatWallClock, type TimePrecision } from './locale-format';

export type { TimePrecision } from './locale-format';

const minuteMs = 60_000;
const dayMs = 86_400_000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "GMT+05:45" for an offset in minutes east of UTC. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `GMT${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * An instant in the brand's zone: yyyy-MM-dd HH:mm:ss in EN (yyyy-MM-dd HH:mm to the minute, yyyy-MM-dd
 * for the day, HH:mm for the time of day), the language's own order and digits otherwise.
 */
export function formatBrandTime(
  instantMs: number,
  offsetMinutes: number,
  precision: TimePrecision = 'second',
): string {
  const shifted = new Date(instantMs + offsetMinutes * minuteMs);
  const localised = formatWallClock(shifted, precision);
  if (localised !== null) return localised;
  const day = brandDate(instantMs, offsetMinutes);
  if (precision === 'day') return day;
  const clock = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  if (precision === 'clock') return clock;
  return precision === 'minute' ? `${day} ${clock}` : `${day} ${clock}:${pad(shifted.getUTCSeconds())}`;
}

/** The brand's calendar day at an instant in words, in the reader's language ("27 Nov 2026"). */
export function formatBrandDay(instantMs: number, offsetMinutes: number): string {
  return formatCalendarDay(new Date(instantMs + offsetMinutes * minuteMs));
}

/** The brand's calendar day (yyyy-MM-dd) at an instant. */
export function brandDate(instantMs: number, offsetMinutes: number): string {
  const shifted = new Date(instantMs + offsetMinutes * minuteMs);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/**
 * A yyyy-MM-dd calendar day (a report's period, as the server resolved it) as the language writes a day:
 * yyyy-MM-dd in EN, "27.11.2026" in RU, Persian digits and calendar in FA; the text itself if unreadable.
 */
export function formatDayString(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatBrandIso(`${day}T00:00:00Z`, 0, 'day');
}

/** A yyyy-MM-dd day moved by whole days (negative goes back); calendar arithmetic, no zone involved. */
export function addDays(day: string, days: number): string {
  return brandDate(Date.parse(`${day}T00:00:00Z`) + days * dayMs, 0);
}

/**
 * An ISO instant from the API as yyyy-MM-dd HH:mm:ss in the brand's zone (to the minute or the day with
 * `precision`); the raw text if unreadable.
 */
export function formatBrandIso(
  iso: string,
  offsetMinutes: number,
  precision: TimePrecision = 'second',
): string {
  const instantMs = Date.parse(iso);
  return Number.isNaN(instantMs) ? iso : formatBrandTime(instantMs, offsetMinutes, precision);
}

/** Days from `from` to `to`, both included (yyyy-MM-dd calendar days); 0 when unreadable or reversed. */
export function rangeDays(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / dayMs) + 1;
}

/** What is wrong with a custom day range a member typed: nothing, unreadable or reversed, or too long. */
export function customRangeProblem(
  from: string,
  to: string,
  maximumDays: number,
): 'invalid' | 'tooLong' | null {
  const days = from !== '' && to !== '' && from <= to ? rangeDays(from, to) : 0;
  if (days === 0) return 'invalid';
  return days > maximumDays ? 'tooLong' : null;
}
