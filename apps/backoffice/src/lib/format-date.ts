const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A timestamp as `yyyy-MM-dd HH:mm:ss` in the given offset from UTC (the browser's own by default),
 * the one date format of the back office. Missing or unreadable values give null so the caller
 * shows its own placeholder.
 */
export function formatDateTime(
  value: string | null | undefined,
  utcOffsetMinutes: number | ((date: Date) => number) = (date) => -date.getTimezoneOffset(),
): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = typeof utcOffsetMinutes === 'function' ? utcOffsetMinutes(date) : utcOffsetMinutes;
  const shifted = new Date(date.getTime() + offset * 60_000);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/** True while a "locked until" moment lies in the future. */
export function isInFuture(value: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!value) return false;
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time > nowMs;
}
