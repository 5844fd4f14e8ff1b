import { formatDateTime } from './format-date';

/**
 * The back office's one rule for time (issue 14 #8): every time is shown in the brand's offset from UTC
 * (site settings, brand.gmtOffsetMinutes), never the browser's, and says so with a "UTC+05:45" label.
 * Date filters are the brand's calendar days too (the server reads them in the same offset).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** "UTC+05:45" for +345 minutes, "UTC-05:00" for -300, "UTC+00:00" for 0. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** `yyyy-MM-dd HH:mm:ss UTC+05:45` in the brand's offset; null when empty or unreadable. */
export function formatBrandDateTime(value: string | null | undefined, offsetMinutes: number): string | null {
  const text = formatDateTime(value, offsetMinutes);
  return text === null ? null : `${text} ${formatUtcOffset(offsetMinutes)}`;
}

/** An instant as a datetime-local value (yyyy-MM-ddTHH:mm) in the brand's offset; '' when empty. */
export function toBrandInput(value: string | null | undefined, offsetMinutes: number): string {
  const text = formatDateTime(value, offsetMinutes);
  return text === null ? '' : text.slice(0, 16).replace(' ', 'T');
}

/**
 * A datetime-local value read as the brand's wall-clock time, as an ISO instant; null when empty or not
 * a valid yyyy-MM-ddTHH:mm(:ss). The browser's own zone plays no part.
 */
export function fromBrandInput(value: string, offsetMinutes: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wallClockMs = Date.UTC(
    year as number,
    (month as number) - 1,
    day as number,
    hour as number,
    minute as number,
    second as number,
  );
  const check = new Date(wallClockMs);
  if (check.getUTCMonth() !== (month as number) - 1 || check.getUTCDate() !== day) return null;
  return new Date(wallClockMs - offsetMinutes * 60_000).toISOString();
}
