import { describe, expect, it } from 'vitest';
import { formatFunAmount } from './format';

describe('formatFunAmount', () => {
  it('writes decimals and thousands separators', () => {
    expect(formatFunAmount('100000', 2)).toBe('1,000.00');
    expect(formatFunAmount('5', 2)).toBe('0.05');
    expect(formatFunAmount(123456789n, 2)).toBe('1,234,567.89');
    expect(formatFunAmount('1000', 0)).toBe('1,000');
  });
});
