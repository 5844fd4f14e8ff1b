const dayMs = 86_400_000;

/** Days from `from` to `to`, both included (yyyy-MM-dd calendar days); 0 when unreadable or reversed. */
export function rangeDays(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / dayMs) + 1;
}
