import { parseDecimalAmount } from '@gaming/contracts/money';
import type { RgLimit, RgLimitKind, RgLimitPeriod } from '@gaming/contracts/rg-limits';
import { formatMinorUnits } from '../../../lib/locale-format';

const secondMs = 1000;

/** Whole hours, minutes and seconds of a duration (negative counts as zero). */
export function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** h:mm:ss of a duration, the session clock's face. */
export function formatClock(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Seconds since login now, from the server's elapsed seconds at its answer and the time passed since. */
export function elapsedSecondsNow(elapsedAtAnswer: number, answeredAtMs: number, nowMs: number): number {
  return Math.max(0, elapsedAtAnswer + Math.floor((nowMs - answeredAtMs) / secondMs));
}

/** Time left until an instant, in days/hours/minutes (rounded up to the minute); null once it has come. */
export function countdownTo(
  targetIso: string,
  nowMs: number,
): { days: number; hours: number; minutes: number } | null {
  const targetMs = Date.parse(targetIso);
  if (Number.isNaN(targetMs) || targetMs <= nowMs) return null;
  const totalMinutes = Math.ceil((targetMs - nowMs) / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/** Milliseconds until the reality check is due (0 when due or past); null when checks are off or unreadable. */
export function realityCheckDelayMs(nextIso: string | null, nowMs: number): number | null {
  if (nextIso === null) return null;
  const dueMs = Date.parse(nextIso);
  if (Number.isNaN(dueMs)) return null;
  return Math.max(0, dueMs - nowMs);
}

/** The periods each kind takes: money kinds per day/week/month, session time per session. */
export function periodsOf(kind: RgLimitKind): readonly RgLimitPeriod[] {
  return kind === 'session_time' ? ['session'] : ['day', 'week', 'month'];
}

/**
 * What the member typed as a limit, as the API's value: minor units for money (at most the currency's
 * decimals), whole minutes (1..1440) for session time; null when it is not a valid positive value.
 */
export function limitInputToValue(kind: RgLimitKind, text: string, decimals: number): string | null {
  const trimmed = text.trim();
  if (kind === 'session_time') {
    if (!/^\d{1,4}$/.test(trimmed)) return null;
    const minutes = Number(trimmed);
    return minutes >= 1 && minutes <= 1440 ? String(minutes) : null;
  }
  const minor = parseDecimalAmount(trimmed, decimals);
  if (minor === undefined || minor <= 0n || minor > 9_999_999_999_999_999n) return null;
  return minor.toString();
}

/** A limit value (or amount) as shown: money with the currency, minutes as a number. */
export function formatLimitAmount(
  kind: RgLimitKind,
  value: string,
  money: { symbol: string; decimals: number },
): string {
  if (!/^-?\d{1,19}$/.test(value)) return '—';
  if (kind === 'session_time') return value;
  return `${money.symbol} ${formatMinorUnits(BigInt(value), money.decimals)}`;
}

/** The limit a row shows for one kind: rows for the kind's periods, in order, whether set or not. */
export function limitRows(
  kind: RgLimitKind,
  limits: readonly RgLimit[],
): Array<{ period: RgLimitPeriod; limit: RgLimit | null }> {
  return periodsOf(kind).map((period) => ({
    period,
    limit: limits.find((entry) => entry.kind === kind && entry.period === period) ?? null,
  }));
}

/** Net result with its sign, e.g. "-रू 12.50" / "+रू 3.00" / "रू 0.00". */
export function formatNet(netMinor: string, money: { symbol: string; decimals: number }): string {
  if (!/^-?\d{1,30}$/.test(netMinor)) return '—';
  const value = BigInt(netMinor);
  const magnitude = formatMinorUnits(value < 0n ? -value : value, money.decimals);
  const sign = value < 0n ? '-' : value > 0n ? '+' : '';
  return `${sign}${money.symbol} ${magnitude}`;
}

/** Break lengths to pick from: 1, 2, 3 days, 1..6 weeks, kept inside the brand's bounds (hours). */
export function breakChoices(minHours: number, maxHours: number): number[] {
  const standard = [24, 48, 72, 168, 336, 504, 672, 840, 1008];
  const inside = standard.filter((hours) => hours >= minHours && hours <= maxHours);
  return inside.length > 0 ? inside : [Math.max(24, minHours)];
}
