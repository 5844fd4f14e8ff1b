/** The brand-local calendar day (yyyy-MM-dd) an instant falls on, for a brand `offsetMinutes` east of UTC. */
export function brandToday(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The UTC instant a brand-local calendar day (yyyy-MM-dd) starts at, `plusDays` later. */
export function brandDayStart(day: string, offsetMinutes: number, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - offsetMinutes * 60_000);
}
