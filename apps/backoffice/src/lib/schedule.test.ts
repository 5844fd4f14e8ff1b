import { describe, expect, it } from 'vitest';
import type { Problems } from './form-values';
import { readSchedule, sameInstant, scheduleDraftOf } from './schedule';

const nepal = 345;

describe('schedule', () => {
  it('shows a saved schedule in the brand zone; a new record has no bounds and is on', () => {
    expect(scheduleDraftOf(null, nepal)).toEqual({ startsAt: '', endsAt: '', enabled: true });
    expect(
      scheduleDraftOf({ startsAt: '2026-01-01T00:00:00.000Z', endsAt: null, enabled: false }, nepal),
    ).toEqual({ startsAt: '2026-01-01T05:45', endsAt: '', enabled: false });
  });

  it('reads empty bounds as none and typed ones as instants', () => {
    const problems: Problems = {};
    const draft = { startsAt: '2026-01-01T05:45', endsAt: '', enabled: true };
    expect(readSchedule(draft, nepal, problems)).toEqual({
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: null,
    });
    expect(problems).toEqual({});
  });

  it('records an unreadable bound and an end not after the start', () => {
    const unreadable: Problems = {};
    readSchedule({ startsAt: '2026-02-30T10:00', endsAt: '', enabled: true }, nepal, unreadable);
    expect(unreadable).toEqual({ startsAt: 'format' });
    const backwards: Problems = {};
    readSchedule(
      { startsAt: '2026-01-02T10:00', endsAt: '2026-01-02T10:00', enabled: true },
      nepal,
      backwards,
    );
    expect(backwards).toEqual({ endsAt: 'order' });
  });

  it('compares instants to the minute, as the inputs show them', () => {
    expect(sameInstant('2026-01-01T00:00:30.000Z', '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(sameInstant('2026-01-01T00:01:00.000Z', '2026-01-01T00:00:00.000Z')).toBe(false);
    expect(sameInstant(null, null)).toBe(true);
    expect(sameInstant(null, '2026-01-01T00:00:00.000Z')).toBe(false);
  });
});
