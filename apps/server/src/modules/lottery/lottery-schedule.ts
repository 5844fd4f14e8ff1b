import { type LotteryGameCode, lotteryGames } from '@gaming/contracts/lottery/lottery-games';
import type { LotterySchedule } from '@gaming/contracts/lottery-admin';

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** Draw times to create ahead of now: enough for the next draws of a fast game, two days for daily ones. */
export const scheduleHorizonMs = 2 * dayMs;
/** Draws created per game and run at most (a 1-minute game would otherwise create 2,880 rows at once). */
export const maxDrawsAheadPerGame = 10;

/**
 * The draw times of a schedule after `from` (exclusive), in order, at most `limit`, within the horizon.
 * Brand time is a fixed offset east of UTC; `everyMinutes` draws are aligned to the brand day's start,
 * daily draws fall at their HH:mm brand time on the listed weekdays (0 Sunday, brand calendar).
 */
export function drawTimesAfter(
  schedule: LotterySchedule,
  from: Date,
  offsetMinutes: number,
  limit: number,
  horizonMs: number = scheduleHorizonMs,
): Date[] {
  const offsetMs = offsetMinutes * minuteMs;
  const fromMs = from.getTime();
  const endMs = fromMs + horizonMs;
  const times: Date[] = [];
  if (schedule.kind === 'everyMinutes') {
    const stepMs = schedule.minutes * minuteMs;
    const localMs = fromMs + offsetMs;
    const dayStartLocal = Math.floor(localMs / dayMs) * dayMs;
    let next = dayStartLocal + (Math.floor((localMs - dayStartLocal) / stepMs) + 1) * stepMs;
    while (times.length < limit && next - offsetMs <= endMs) {
      // A step that does not divide the day restarts at the next brand midnight.
      const nextDayStart = Math.floor(next / dayMs) * dayMs;
      if (next !== nextDayStart && (next - nextDayStart) % stepMs !== 0) next = nextDayStart + dayMs;
      times.push(new Date(next - offsetMs));
      next += stepMs;
    }
    return times;
  }
  const minutesOfDay = schedule.times
    .map((time) => {
      const [hours, minutes] = time.split(':').map(Number);
      return (hours ?? 0) * 60 + (minutes ?? 0);
    })
    .sort((a, b) => a - b);
  const weekdays = new Set(schedule.weekdays);
  const firstDayLocal = Math.floor((fromMs + offsetMs) / dayMs) * dayMs;
  for (let day = firstDayLocal; day - offsetMs <= endMs && times.length < limit; day += dayMs) {
    if (!weekdays.has(new Date(day).getUTCDay())) continue;
    for (const minutes of minutesOfDay) {
      const instant = day + minutes * minuteMs - offsetMs;
      if (instant > fromMs && instant <= endMs && times.length < limit) times.push(new Date(instant));
    }
  }
  return times;
}

/** The default settings of each game (staff change them in the back office). */
export const defaultGameSettings: Record<
  LotteryGameCode,
  { schedule: LotterySchedule; salesCloseSeconds: number }
> = {
  vn_north: {
    schedule: { kind: 'daily', times: ['18:15'], weekdays: [0, 1, 2, 3, 4, 5, 6] },
    salesCloseSeconds: 900,
  },
  vn_south: {
    schedule: { kind: 'daily', times: ['16:15'], weekdays: [0, 1, 2, 3, 4, 5, 6] },
    salesCloseSeconds: 900,
  },
  fast_1m: { schedule: { kind: 'everyMinutes', minutes: 1 }, salesCloseSeconds: 10 },
  fast_3m: { schedule: { kind: 'everyMinutes', minutes: 3 }, salesCloseSeconds: 20 },
  fast_5m: { schedule: { kind: 'everyMinutes', minutes: 5 }, salesCloseSeconds: 30 },
  sea_4d: { schedule: { kind: 'daily', times: ['19:00'], weekdays: [0, 3, 6] }, salesCloseSeconds: 900 },
};

/** Sanity: every game of the math has default settings (the fast ones match their interval). */
for (const [code, game] of Object.entries(lotteryGames)) {
  const settings = defaultGameSettings[code as LotteryGameCode];
  if (game.drawIntervalMinutes !== null && settings.schedule.kind === 'everyMinutes')
    if (settings.schedule.minutes !== game.drawIntervalMinutes) throw new Error(`schedule of ${code}`);
}
