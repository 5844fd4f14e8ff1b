import { maximumAgentRangeDays } from '@gaming/contracts/agents';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { resolveAgentPeriod } from './agent-period.js';

const nepal = 345;
/** 2026-03-02 00:10 in Nepal is still 2026-03-01 18:25 UTC: the brand's day is the 2nd (a Monday). */
const justAfterNepalMidnight = Date.parse('2026-03-01T18:25:00Z');

function days(period: Parameters<typeof resolveAgentPeriod>[0], nowMs: number, offset = nepal) {
  const resolved = resolveAgentPeriod(period, nowMs, offset);
  return { from: resolved.from, to: resolved.to };
}

describe('agent periods in the brand offset', () => {
  it("takes the brand's day, not UTC's, as today", () => {
    expect(days({ period: 'today' }, justAfterNepalMidnight)).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(days({ period: 'today' }, justAfterNepalMidnight, 0)).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(days({ period: 'yesterday' }, justAfterNepalMidnight)).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
  });

  it('starts weeks on Monday; last week is the seven days before this Monday', () => {
    // 2026-03-02 is a Monday in Nepal (and still Sunday the 1st in UTC).
    expect(days({ period: 'thisWeek' }, justAfterNepalMidnight)).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(days({ period: 'lastWeek' }, justAfterNepalMidnight)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(days({ period: 'thisWeek' }, justAfterNepalMidnight, 0)).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    const sunday = Date.parse('2026-03-08T12:00:00Z');
    expect(days({ period: 'thisWeek' }, sunday)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('takes calendar months, February of a leap year included', () => {
    expect(days({ period: 'thisMonth' }, justAfterNepalMidnight)).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(days({ period: 'lastMonth' }, justAfterNepalMidnight)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(days({ period: 'lastMonth' }, Date.parse('2024-03-10T00:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(days({ period: 'lastMonth' }, Date.parse('2026-01-15T00:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('turns days into the instants of the brand offset, half-open', () => {
    const resolved = resolveAgentPeriod({ period: 'today' }, justAfterNepalMidnight, nepal);
    expect(resolved.fromInstant.toISOString()).toBe('2026-03-01T18:15:00.000Z');
    expect(resolved.toInstant.toISOString()).toBe('2026-03-02T18:15:00.000Z');
    expect(resolved.gmtOffsetMinutes).toBe(nepal);
  });

  it(`takes a custom range of at most ${maximumAgentRangeDays} days, in order, of real days`, () => {
    expect(days({ period: 'custom', from: '2026-01-01', to: '2026-04-03' }, justAfterNepalMidnight)).toEqual({
      from: '2026-01-01',
      to: '2026-04-03',
    });
    const refused = (from: string | undefined, to: string | undefined) => {
      try {
        resolveAgentPeriod({ period: 'custom', from, to }, justAfterNepalMidnight, nepal);
        return 'accepted';
      } catch (error) {
        return error instanceof AppError ? error.issues?.[0]?.message : String(error);
      }
    };
    expect(refused('2026-01-01', '2026-04-04')).toBe('validation.rangeTooLong');
    expect(refused('2026-02-10', '2026-02-01')).toBe('validation.rangeOrder');
    expect(refused('2026-02-30', '2026-03-01')).toBe('validation.day');
    expect(refused(undefined, '2026-03-01')).toBe('validation.required');
  });
});
