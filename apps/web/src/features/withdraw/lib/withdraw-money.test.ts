import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount, minutesUntil, money } from './withdraw-money';

const limits = { minimumMinor: 10_000n, maximumMinor: 500_000n, availableMinor: 200_000n };

describe('withdraw amounts', () => {
  it('checks syntax, limits and the available balance in that order', () => {
    expect(checkWithdrawAmount('', 2, limits).problem).toBe('required');
    expect(checkWithdrawAmount('1.234', 2, limits).problem).toBe('invalid');
    expect(checkWithdrawAmount('-5', 2, limits).problem).toBe('invalid');
    expect(checkWithdrawAmount('0', 2, limits).problem).toBe('invalid');
    expect(checkWithdrawAmount('99.99', 2, limits).problem).toBe('belowMinimum');
    expect(checkWithdrawAmount('5000.01', 2, limits).problem).toBe('aboveMaximum');
    expect(checkWithdrawAmount('2000.01', 2, limits).problem).toBe('aboveAvailable');
    expect(checkWithdrawAmount(' 150.5 ', 2, limits)).toEqual({ amountMinor: 15_050n, problem: null });
  });

  it('formats minor units with the symbol and counts minutes up', () => {
    expect(money('रू', '123456', 2)).toBe('रू 1,234.56');
    expect(money('रू', 'x', 2)).toBe('—');
    expect(minutesUntil('2025-01-01T00:10:00Z', Date.parse('2025-01-01T00:00:30Z'))).toBe(10);
    expect(minutesUntil('2025-01-01T00:00:00Z', Date.parse('2025-01-01T01:00:00Z'))).toBe(0);
  });
});
