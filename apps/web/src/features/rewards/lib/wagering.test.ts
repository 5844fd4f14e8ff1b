import { describe, expect, it } from 'vitest';
import { barPercent, daysLeft, multipleText, weightRows } from './wagering';

describe('wagering progress', () => {
  it('keeps the bar within 0..100', () => {
    expect(barPercent({ percent: 37 })).toBe(37);
    expect(barPercent({ percent: 140 })).toBe(100);
    expect(barPercent({ percent: -3 })).toBe(0);
  });

  it('lists weights by category and the default last', () => {
    expect(weightRows({ weights: { RNG: 100, LIVE: 10 }, defaultWeightPercent: 0 })).toEqual([
      { category: 'LIVE', percent: 10 },
      { category: 'RNG', percent: 100 },
      { category: null, percent: 0 },
    ]);
  });

  it('counts days left, rounded up, never negative', () => {
    const now = Date.parse('2026-11-26T00:00:00Z');
    expect(daysLeft('2026-11-27T12:00:00Z', now)).toBe(2);
    expect(daysLeft('2026-11-25T00:00:00Z', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});

describe('wagering multiple', () => {
  it('drops trailing zeros', () => {
    expect(multipleText('8.00')).toBe('8');
    expect(multipleText('12.50')).toBe('12.5');
    expect(multipleText('10')).toBe('10');
  });
});
