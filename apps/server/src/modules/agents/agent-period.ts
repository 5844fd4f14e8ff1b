import { type AgentPeriod, maximumAgentRangeDays } from '@gaming/contracts/agents';
import { addDays, brandDay, brandDayStart, isCalendarDay } from '../../platform/brand-day.js';
import { daysInRange } from '../../platform/brand-period.js';
import { AppError } from '../../platform/errors.js';

/**
 * The periods of the agent centre's reports (issue 15) in the brand's offset: today, yesterday, this
 * and last week (weeks start on Monday), this and last month, or a custom range of brand-local days of
 * at most maximumAgentRangeDays. A period is half-open in instants: [from 00:00, day after `to` 00:00).
 */
export type ResolvedAgentPeriod = {
  period: AgentPeriod;
  from: string;
  to: string;
  fromInstant: Date;
  toInstant: Date;
  gmtOffsetMinutes: number;
};

function invalid(path: string, message: string): AppError {
  return new AppError('validation_failed', undefined, [{ path, message }]);
}

function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function daysOf(
  period: AgentPeriod,
  custom: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: mondayOf(today), to: today };
    case 'lastWeek': {
      const lastMonday = addDays(mondayOf(today), -7);
      return { from: lastMonday, to: addDays(lastMonday, 6) };
    }
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'custom': {
      if (!custom.from) throw invalid('from', 'validation.required');
      if (!custom.to) throw invalid('to', 'validation.required');
      if (!isCalendarDay(custom.from)) throw invalid('from', 'validation.day');
      if (!isCalendarDay(custom.to)) throw invalid('to', 'validation.day');
      if (custom.from > custom.to) throw invalid('from', 'validation.rangeOrder');
      const range = { from: custom.from, to: custom.to };
      if (daysInRange(range) > maximumAgentRangeDays) throw invalid('to', 'validation.rangeTooLong');
      return range;
    }
  }
}

export function resolveAgentPeriod(
  query: { period: AgentPeriod; from?: string | undefined; to?: string | undefined },
  nowMs: number,
  offsetMinutes: number,
): ResolvedAgentPeriod {
  const { from, to } = daysOf(query.period, query, brandDay(nowMs, offsetMinutes));
  return {
    period: query.period,
    from,
    to,
    fromInstant: brandDayStart(from, offsetMinutes),
    toInstant: brandDayStart(to, offsetMinutes, 1),
    gmtOffsetMinutes: offsetMinutes,
  };
}
