import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitRedEnvelopes } from './red-envelope-split.js';

describe('splitRedEnvelopes', () => {
  it('always sums exactly to the total and gives every envelope at least the floor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        fc.bigInt({ min: 0n, max: 1_000_000_000_000n }),
        (count, floor, extra) => {
          const total = floor * BigInt(count) + extra;
          const amounts = splitRedEnvelopes(total, count, floor);
          expect(amounts).toHaveLength(count);
          expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(total);
          for (const amount of amounts) expect(amount >= floor).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives every envelope exactly the floor when nothing is left over', () => {
    expect(splitRedEnvelopes(500n, 5, 100n)).toEqual([100n, 100n, 100n, 100n, 100n]);
  });

  it('refuses a floor above the total share', () => {
    expect(() => splitRedEnvelopes(99n, 1, 100n)).toThrow(RangeError);
    expect(() => splitRedEnvelopes(1000n, 0, 1n)).toThrow(RangeError);
  });

  it('is random: two splits of a large drop differ', () => {
    expect(splitRedEnvelopes(1_000_000n, 100, 1n)).not.toEqual(splitRedEnvelopes(1_000_000n, 100, 1n));
  });
});
