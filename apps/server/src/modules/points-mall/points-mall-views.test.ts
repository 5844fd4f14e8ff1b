import { describe, expect, it } from 'vitest';
import { localized, pointsMoneyMinor } from './points-mall-views.js';

describe('pointsMoneyMinor', () => {
  it('converts at the ratio in minor units', () => {
    expect(pointsMoneyMinor(100n, 100, 2)).toBe(100n);
    expect(pointsMoneyMinor(150n, 100, 2)).toBe(150n);
    expect(pointsMoneyMinor(5000n, 50, 0)).toBe(100n);
  });

  it('rounds down, towards the house', () => {
    expect(pointsMoneyMinor(1n, 3, 2)).toBe(33n);
    expect(pointsMoneyMinor(2n, 3, 2)).toBe(66n);
    expect(pointsMoneyMinor(99n, 100, 0)).toBe(0n);
  });

  it('keeps whole precision for large balances', () => {
    expect(pointsMoneyMinor(999_999_999_999n, 7, 4)).toBe(1_428_571_428_570_000n);
  });
});

describe('localized', () => {
  it('falls back to EN', () => {
    expect(localized({ EN: 'Phone', NE: 'फोन' }, 'NE')).toBe('फोन');
    expect(localized({ EN: 'Phone' }, 'NE')).toBe('Phone');
  });
});
