import type {
  AgentContractKind,
  AgentContractTerms,
  DividendPeriod,
} from '@gaming/contracts/agent-contracts';

/**
 * Settlement windows in the brand's offset (settings brand gmtOffsetMinutes; Nepal UTC+05:45): real-time
 * 5 minutes, hourly, daily, and the dividend periods D (day), W (week from Monday), H (1st–15th and
 * 16th–end of month), M (month). A window is half-open [start, end); a round counts in the window of its
 * settled_at.
 */
export type WindowPeriod = 'five-minutes' | 'hour' | DividendPeriod;

export type Window = { start: Date; end: Date };

const minuteMs = 60_000;

export function periodOf(terms: AgentContractTerms): WindowPeriod {
  switch (terms.kind) {
    case 'realtime':
      return 'five-minutes';
    case 'hourly':
      return 'hour';
    case 'daily':
      return 'D';
    case 'dividend':
      return terms.period;
  }
}

/** Brand-local wall-clock parts of an instant (computed in UTC on a shifted instant). */
function local(instant: Date, offsetMinutes: number): Date {
  return new Date(instant.getTime() + offsetMinutes * minuteMs);
}

/** The UTC instant of a brand-local wall-clock time given as UTC fields. */
function fromLocal(year: number, month: number, day: number, offsetMinutes: number): Date {
  return new Date(Date.UTC(year, month, day) - offsetMinutes * minuteMs);
}

/** The window of a period that contains an instant. */
export function windowContaining(period: WindowPeriod, instant: Date, offsetMinutes: number): Window {
  const shifted = local(instant, offsetMinutes);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth();
  const day = shifted.getUTCDate();
  switch (period) {
    case 'five-minutes':
    case 'hour': {
      const sizeMs = (period === 'hour' ? 60 : 5) * minuteMs;
      const startLocal = Math.floor(shifted.getTime() / sizeMs) * sizeMs;
      const start = new Date(startLocal - offsetMinutes * minuteMs);
      return { start, end: new Date(start.getTime() + sizeMs) };
    }
    case 'D':
      return {
        start: fromLocal(year, month, day, offsetMinutes),
        end: fromLocal(year, month, day + 1, offsetMinutes),
      };
    case 'W': {
      const sinceMonday = (shifted.getUTCDay() + 6) % 7;
      return {
        start: fromLocal(year, month, day - sinceMonday, offsetMinutes),
        end: fromLocal(year, month, day - sinceMonday + 7, offsetMinutes),
      };
    }
    case 'H':
      return day <= 15
        ? { start: fromLocal(year, month, 1, offsetMinutes), end: fromLocal(year, month, 16, offsetMinutes) }
        : {
            start: fromLocal(year, month, 16, offsetMinutes),
            end: fromLocal(year, month + 1, 1, offsetMinutes),
          };
    case 'M':
      return {
        start: fromLocal(year, month, 1, offsetMinutes),
        end: fromLocal(year, month + 1, 1, offsetMinutes),
      };
  }
}

/**
 * The closed windows from the one containing `from` on, that ended at or before `closedBefore`, at most
 * `limit` of them (a run's bounded catch-up; the next run goes on from where this one stopped).
 */
export function closedWindows(
  period: WindowPeriod,
  from: Date,
  closedBefore: Date,
  offsetMinutes: number,
  limit: number,
): Window[] {
  const windows: Window[] = [];
  let window = windowContaining(period, from, offsetMinutes);
  while (windows.length < limit && window.end.getTime() <= closedBefore.getTime()) {
    windows.push(window);
    window = windowContaining(period, window.end, offsetMinutes);
  }
  return windows;
}

/** How long after a window's end it is settled: rounds settled just before the end have committed by then. */
export const settleGraceMs = 60_000;

/** Windows settled per contract in one run (bounded catch-up after an outage; the next run continues). */
export const windowsPerRunLimit: Record<AgentContractKind, number> = {
  realtime: 288,
  hourly: 48,
  daily: 31,
  dividend: 12,
};
