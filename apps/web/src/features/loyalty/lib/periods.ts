/**
 * Periods travel half-open, [start, end): a week from Monday 00:00 ends at the next Monday 00:00. Shown
 * as dates, the last day is the one before `end`, so the end is moved back by one millisecond first.
 * A malformed instant comes back as it was (the formatter then shows what it can).
 */
export function lastInstantOf(endIso: string): string {
  const endMs = Date.parse(endIso);
  return Number.isNaN(endMs) ? endIso : new Date(endMs - 1).toISOString();
}
