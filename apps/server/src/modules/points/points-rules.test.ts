import { describe, expect, it } from 'vitest';
import { splitPeriod } from '../rounds/play-stats-repository.js';
import { windowTarget } from './points-rules.js';

describe('windowTarget', () => {
  const rates = { defaultValidBetPerPointMinor: '100', categories: { SLOT: '50', FISH: '0' } };

  it('rounds each category down on its own, towards the house', () => {
    const play = new Map([
      ['SLOT', 149n],
      ['LIVE', 199n],
    ]);
    // floor(149 / 50) + floor(199 / 100) = 2 + 1, not floor(2.98 + 1.99) = 4.
    expect(windowTarget(play, rates)).toBe(3n);
  });

  it('earns nothing without rates, at a rate of 0, or without a default for an unlisted category', () => {
    expect(windowTarget(new Map([['SLOT', 10_000n]]), null)).toBe(0n);
    // A category at 0 earns nothing even with a default.
    expect(windowTarget(new Map([['FISH', 10_000n]]), rates)).toBe(0n);
    expect(
      windowTarget(new Map([['LIVE', 10_000n]]), {
        defaultValidBetPerPointMinor: null,
        categories: { SLOT: '50' },
      }),
    ).toBe(0n);
  });
});

describe('splitPeriod', () => {
  const at = (iso: string) => new Date(iso);

  it('reads whole hours from the windows and the partial hours of a +05:45 day from the rounds', () => {
    expect(
      splitPeriod({ fromInstant: at('2026-03-01T18:15:00Z'), toInstant: at('2026-03-02T18:15:00Z') }),
    ).toEqual({
      windows: { fromInstant: at('2026-03-01T19:00:00Z'), toInstant: at('2026-03-02T18:00:00Z') },
      edges: [
        { fromInstant: at('2026-03-01T18:15:00Z'), toInstant: at('2026-03-01T19:00:00Z') },
        { fromInstant: at('2026-03-02T18:00:00Z'), toInstant: at('2026-03-02T18:15:00Z') },
      ],
    });
  });

  it('needs no edge for whole hours, and no window inside one hour', () => {
    expect(
      splitPeriod({ fromInstant: at('2026-03-01T00:00:00Z'), toInstant: at('2026-03-02T00:00:00Z') }),
    ).toEqual({
      windows: { fromInstant: at('2026-03-01T00:00:00Z'), toInstant: at('2026-03-02T00:00:00Z') },
      edges: [],
    });
    const inside = { fromInstant: at('2026-03-01T10:10:00Z'), toInstant: at('2026-03-01T10:50:00Z') };
    expect(splitPeriod(inside)).toEqual({ windows: null, edges: [inside] });
    expect(splitPeriod({ fromInstant: inside.toInstant, toInstant: inside.fromInstant })).toEqual({
      windows: null,
      edges: [],
    });
  });
});
