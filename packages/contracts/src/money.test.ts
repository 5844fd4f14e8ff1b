import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseMinorUnits } from './money.js';

describe('money', () => {
  it('formats minor units with 2 decimals and thousands separators', () => {
    expect(formatMinorUnits(123456789n, 2)).toBe('1,234,567.89');
    expect(formatMinorUnits(5n, 2)).toBe('0.05');
    expect(formatMinorUnits(-100n, 2)).toBe('-1.00');
    expect(formatMinorUnits(1000n, 0)).toBe('1,000');
  });

  it('round-trips any integer amount without losing precision', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (amount) => {
        const formatted = formatMinorUnits(amount, 2).replaceAll(',', '').replace('.', '');
        expect(parseMinorUnits(formatted.replace(/^(-?)0+(?=\d)/, '$1'))).toBe(amount);
      }),
    );
  });

  it('refuses non-integers', () => {
    for (const bad of ['1.5', '', '1e3', ' 1', 'abc'])
      expect(() => parseMinorUnits(bad), bad).toThrow(RangeError);
  });
});

describe('parseDecimalAmount', () => {
  it('converts typed amounts to minor units and refuses extra precision or junk', async () => {
    const { parseDecimalAmount } = await import('./money.js');
    expect(parseDecimalAmount('12.5', 2)).toBe(1250n);
    expect(parseDecimalAmount('0.01', 2)).toBe(1n);
    expect(parseDecimalAmount('100', 0)).toBe(100n);
    for (const bad of ['1.005', '-1', '1e3', '', ' ', 'abc', '1.2.3', '12345678901234']) {
      expect(parseDecimalAmount(bad, 2), bad).toBeUndefined();
    }
  });
});
