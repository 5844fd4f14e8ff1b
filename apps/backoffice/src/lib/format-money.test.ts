import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

const npr = { currency: 'NPR', decimals: 2 };

describe('formatMoney', () => {
  it('writes minor units with the brand decimals, grouping and currency, exactly', () => {
    expect(formatMoney('123456', npr)).toBe('NPR 1,234.56');
    expect(formatMoney('5', npr)).toBe('NPR 0.05');
    expect(formatMoney('-250', npr)).toBe('NPR -2.50');
    expect(formatMoney('999999999999999999', npr)).toBe('NPR 9,999,999,999,999,999.99');
    expect(formatMoney('100', { currency: 'JPY', decimals: 0 })).toBe('JPY 100');
  });

  it('marks money coming in with + when asked, and can leave the currency out', () => {
    expect(formatMoney('1000', npr, { signed: true })).toBe('NPR +10.00');
    expect(formatMoney('-1000', npr, { signed: true, withCurrency: false })).toBe('-10.00');
    expect(formatMoney('0', npr, { signed: true })).toBe('NPR 0.00');
  });

  it('shows a value it cannot read as it came instead of failing', () => {
    expect(formatMoney('n/a', npr)).toBe('n/a');
  });
});
