const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A timestamp as `yyyy-MM-dd HH:mm:ss` in the given offset from UTC, the one date format of the back
 * office. There is no default: the browser's zone is never used (screens pass the brand's offset, see
 * brand-time.ts). Missing or unreadable values give null so the caller shows its own placeholder.
 */
export function formatDateTime(value: string | null | undefined, utcOffsetMinutes: number): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const shifted = new Date(date.getTime() + utcOffsetMinutes * 60_000);
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
