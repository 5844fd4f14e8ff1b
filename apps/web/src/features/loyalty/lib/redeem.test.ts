import { describe, expect, it } from 'vitest';
import { redeemCapacity, redeemTotalPoints } from './redeem';

const item = { pointsPrice: '500', maxQuantityPerRedeem: 5, stock: null as number | null };

describe('redeemCapacity', () => {
  it('is the per-redeem maximum when stock and points allow', () => {
    expect(redeemCapacity(item, 10_000n)).toEqual({ maximum: 5, block: null });
  });

  it('is limited by stock and by the points the member has', () => {
    expect(redeemCapacity({ ...item, stock: 2 }, 10_000n)).toEqual({ maximum: 2, block: null });
    expect(redeemCapacity(item, 1_499n)).toEqual({ maximum: 2, block: null });
  });

  it('names why none can be redeemed', () => {
    expect(redeemCapacity({ ...item, stock: 0 }, 10_000n)).toEqual({ maximum: 0, block: 'soldOut' });
    expect(redeemCapacity(item, 499n)).toEqual({ maximum: 0, block: 'notEnoughPoints' });
  });

  it('does not limit by points before the balance is known', () => {
    expect(redeemCapacity(item, null)).toEqual({ maximum: 5, block: null });
  });
});

describe('redeemTotalPoints', () => {
  it('multiplies exactly', () => {
    expect(redeemTotalPoints('500', 3)).toBe(1500n);
    expect(redeemTotalPoints('999999999999', 100)).toBe(99_999_999_999_900n);
  });
});
