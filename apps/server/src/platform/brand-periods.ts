import { addDays, brandDay, brandDayStart } from './brand-day.js';

/**
 * Repeating periods in the brand's calendar (missions, ranking boards; issue 17): a day, a week from
 * Monday, a calendar month, each half-open [start, end) in instants, starting at 00:00 brand time
 * (settings brand.gmtOffsetMinutes, +345 for Nepal: a brand day starts at 18:15 UTC).
 */
export type PeriodKind = 'daily' | 'weekly' | 'monthly';
export type Period = { start: Date; end: Date };

function firstDayOf(kind: PeriodKind, day: string): string {
  if (kind === 'daily') return day;
  if (kind === 'monthly') return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function dayAfterPeriod(kind: PeriodKind, firstDay: string): string {
  if (kind === 'daily') return addDays(firstDay, 1);
  if (kind === 'weekly') return addDays(firstDay, 7);
  const [year, month] = firstDay.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return next;
}

/** The period of this kind an instant falls in. */
export function periodAt(kind: PeriodKind, instant: Date, offsetMinutes: number): Period {
  const first = firstDayOf(kind, brandDay(instant.getTime(), offsetMinutes));
  return {
    start: brandDayStart(first, offsetMinutes),
    end: brandDayStart(dayAfterPeriod(kind, first), offsetMinutes),
  };
}

/** The period right after the one starting at `start`. */
export function periodAfter(kind: PeriodKind, start: Date, offsetMinutes: number): Period {
  return periodAt(kind, new Date(periodAt(kind, start, offsetMinutes).end), offsetMinutes);
}

/** The period right before the one an instant falls in. */
export function periodBefore(kind: PeriodKind, instant: Date, offsetMinutes: number): Period {
  const current = periodAt(kind, instant, offsetMinutes);
  return periodAt(kind, new Date(current.start.getTime() - 1), offsetMinutes);
}
