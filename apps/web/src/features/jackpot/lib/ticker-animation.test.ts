import { describe, expect, it } from 'vitest';
import { easeOutCubic, glideStart, tickerValueAt } from './ticker-animation';

describe('jackpot ticker animation', () => {
  it('starts at the old figure, ends exactly at the new one, and never overshoots', () => {
    const from = 1_000_000n;
    const to = 1_250_037n;
    expect(tickerValueAt(from, to, 0, 2400)).toBe(from);
    expect(tickerValueAt(from, to, 2400, 2400)).toBe(to);
    expect(tickerValueAt(from, to, 9999, 2400)).toBe(to);
    let previous = from;
    for (let elapsed = 0; elapsed <= 2400; elapsed += 16) {
      const value = tickerValueAt(from, to, elapsed, 2400);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(to);
      previous = value;
    }
  });

  it('eases out: more than half the way is covered in the first third of the glide', () => {
    const halfway = tickerValueAt(0n, 10_000n, 800, 2400);
    expect(halfway).toBeGreaterThan(5_000n);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875, 5);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('stays exact beyond the range of a float', () => {
    const from = 9_007_199_254_740_993n;
    const to = from + 1_000n;
    expect(tickerValueAt(from, to, 2400, 2400)).toBe(to);
    expect(tickerValueAt(from, to, 1200, 2400) - from).toBe(875n);
  });

  it('glides up from what is on screen, but shows a smaller pool at once', () => {
    expect(glideStart(undefined, 500n)).toBe(500n);
    expect(glideStart(400n, 500n)).toBe(400n);
    expect(glideStart(600n, 500n)).toBe(500n);
  });

  it('jumps straight to the figure when there is no time to glide', () => {
    expect(tickerValueAt(5n, 10n, 100, 0)).toBe(10n);
  });
});
