import { describe, expect, it } from 'vitest';
import { periodAfter, periodAt, periodBefore } from './brand-periods.js';

const nepal = 345;

describe('brand periods', () => {
  it('a Nepal day starts at 18:15 UTC the day before', () => {
    const period = periodAt('daily', new Date('2026-03-04T18:14:59Z'), nepal);
    expect(period.start.toISOString()).toBe('2026-03-03T18:15:00.000Z');
    expect(period.end.toISOString()).toBe('2026-03-04T18:15:00.000Z');
    expect(periodAt('daily', new Date('2026-03-04T18:15:00Z'), nepal).start.toISOString()).toBe(
      '2026-03-04T18:15:00.000Z',
    );
  });

  it('a week starts on Monday in the brand calendar', () => {
    // 2026-03-04 is a Wednesday.
    const period = periodAt('weekly', new Date('2026-03-04T12:00:00Z'), 0);
    expect(period.start.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    // Sunday 23:00 UTC is already Monday in Nepal.
    expect(periodAt('weekly', new Date('2026-03-08T23:00:00Z'), nepal).start.toISOString()).toBe(
      '2026-03-08T18:15:00.000Z',
    );
  });

  it('months have their own lengths, December rolls into the next year', () => {
    const february = periodAt('monthly', new Date('2028-02-29T10:00:00Z'), 0);
    expect(february.end.getTime() - february.start.getTime()).toBe(29 * 86_400_000);
    const december = periodAt('monthly', new Date('2026-12-31T10:00:00Z'), 0);
    expect(december.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('steps forward and back', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    const next = periodAfter('daily', periodAt('daily', now, nepal).start, nepal);
    expect(next.start.toISOString()).toBe('2026-03-04T18:15:00.000Z');
    expect(periodBefore('monthly', now, 0).start.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});
