const minuteMs = 60_000;
const dayMs = 86_400_000;

/** The instant a brand-local day (yyyy-MM-dd) starts, as ISO: midnight in the brand's offset. */
export function brandDayStartIso(day: string, gmtOffsetMinutes: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - gmtOffsetMinutes * minuteMs).toISOString();
}

/** The instant after a brand-local day ends (the next day's start): an exclusive upper bound. */
export function brandDayEndIso(day: string, gmtOffsetMinutes: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + dayMs - gmtOffsetMinutes * minuteMs).toISOString();
}
