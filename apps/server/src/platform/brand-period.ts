import { maximumProfitRangeDays, type ProfitPeriod } from '@gaming/contracts/profit-periods';
import { addDays, brandDay, brandDayStart, isCalendarDay } from './brand-day.js';
import { AppError } from './errors.js';

/**
 * The periods a member's reports cover (personal profit and loss, betting records): named periods or a
 * custom range of brand-local days, at most maximumProfitRangeDays long. Moved here from the wallet's
 * profit report so every member report resolves a period the same way.
 */
const dayMs = 86_400_000;

/** Both ends included, as yyyy-MM-dd in the brand's calendar. */
export type DayRange = { from: string; to: string };

/** The UTC instant a brand-local day starts at. */
export function dayStart(day: string, offsetMinutes: number): Date {
  return brandDayStart(day, offsetMinutes);
}

/** The half-open instant range [from 00:00, day after to 00:00) a day range covers. */
export function instantRange(range: DayRange, offsetMinutes: number): { fromInstant: Date; toInstant: Date } {
  return {
    fromInstant: dayStart(range.from, offsetMinutes),
    toInstant: dayStart(addDays(range.to, 1), offsetMinutes),
  };
}

export function daysInRange(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / dayMs) + 1
  );
}

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', undefined, [{ path, message }]);
}

/** Checks a member's own range: real days, from not after to, at most maximumProfitRangeDays long. */
export function checkDayRange(range: DayRange): DayRange {
  if (!isCalendarDay(range.from)) throw invalid('from', 'validation.day');
  if (!isCalendarDay(range.to)) throw invalid('to', 'validation.day');
  if (range.from > range.to) throw invalid('from', 'validation.rangeOrder');
  if (daysInRange(range) > maximumProfitRangeDays) throw invalid('to', 'validation.rangeTooLong');
  return range;
}

/** The days a named period covers at an instant; weeks start on Monday. */
export function resolvePeriod(
  period: ProfitPeriod,
  custom: { from?: string | undefined; to?: string | undefined },
  nowMs: number,
  offsetMinutes: number,
): DayRange {
  const today = brandDay(nowMs, offsetMinutes);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { from: addDays(today, -((weekday + 6) % 7)), to: today };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'custom':
      if (!custom.from) throw invalid('from', 'validation.required');
      if (!custom.to) throw invalid('to', 'validation.required');
      return checkDayRange({ from: custom.from, to: custom.to });
  }
}
