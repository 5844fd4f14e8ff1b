import { fromBrandInput, toBrandInput } from './brand-time';
import { checkAfter, type Problems } from './form-values';

/** A schedule as an editor holds it: datetime-local values in the brand's zone (empty: no bound), on or off. */
export type ScheduleDraft = { startsAt: string; endsAt: string; enabled: boolean };

/** A saved record's schedule as the editor's fields (a new record: no bounds, on). */
export function scheduleDraftOf(
  saved: { startsAt: string | null; endsAt: string | null; enabled: boolean } | null,
  offsetMinutes: number,
): ScheduleDraft {
  return {
    startsAt: toBrandInput(saved?.startsAt ?? null, offsetMinutes),
    endsAt: toBrandInput(saved?.endsAt ?? null, offsetMinutes),
    enabled: saved?.enabled ?? true,
  };
}

/** An optional brand-time bound: empty is null (no bound), anything else must be a readable time. */
function readBound(text: string, offsetMinutes: number, field: string, problems: Problems): string | null {
  if (!text.trim()) return null;
  const instant = fromBrandInput(text, offsetMinutes);
  if (!instant) problems[field] = 'format';
  return instant;
}

/** The bounds as ISO instants (null: none), recording `format` or an end not after the start. */
export function readSchedule(
  draft: ScheduleDraft,
  offsetMinutes: number,
  problems: Problems,
): { startsAt: string | null; endsAt: string | null } {
  const startsAt = readBound(draft.startsAt, offsetMinutes, 'startsAt', problems);
  const endsAt = readBound(draft.endsAt, offsetMinutes, 'endsAt', problems);
  checkAfter(startsAt, endsAt, 'endsAt', problems);
  return { startsAt, endsAt };
}

/** Minute precision, as the editor's inputs: an untouched time compares equal. */
export function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
}
