import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, remainingToNext } from './vip';

describe('basisPointsToPercent', () => {
  it('reads basis points as a percentage without trailing zeros', () => {
    expect(basisPointsToPercent(125)).toBe('1.25');
    expect(basisPointsToPercent(50)).toBe('0.5');
    expect(basisPointsToPercent(100)).toBe('1');
    expect(basisPointsToPercent(0)).toBe('0');
    expect(basisPointsToPercent(10_000)).toBe('100');
  });

  it('shows a dash for what is no rate', () => {
    expect(basisPointsToPercent(-1)).toBe('—');
    expect(basisPointsToPercent(1.5)).toBe('—');
  });
});

describe('remainingToNext', () => {
  it('is the difference, never below zero', () => {
    expect(remainingToNext('1200', '5000')).toBe(3800n);
    expect(remainingToNext('6000', '5000')).toBe(0n);
    expect(remainingToNext('x', '5000')).toBe(0n);
  });
});
