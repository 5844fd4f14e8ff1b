import { describe, expect, it } from 'vitest';
import { isRateValue, percentToRate, ppmToRate, rateToPercent, rateToPpm } from './rates';

describe('contract rates', () => {
  it('turns percentages into wire rates and back without floats', () => {
    expect(percentToRate('1.25')).toBe('0.0125');
    expect(percentToRate('0.5')).toBe('0.005');
    expect(percentToRate('0.0001')).toBe('0.000001');
    expect(percentToRate('100')).toBe('1');
    expect(percentToRate('0')).toBe('0');
    expect(rateToPercent('0.0125')).toBe('1.25');
    expect(rateToPercent('0.005')).toBe('0.5');
    expect(rateToPercent('0.000001')).toBe('0.0001');
    expect(rateToPercent('1')).toBe('100');
  });

  it('refuses percentages above 100, below 0, unreadable or finer than a part per million', () => {
    expect(percentToRate('100.01')).toBeUndefined();
    expect(percentToRate('-1')).toBeUndefined();
    expect(percentToRate('abc')).toBeUndefined();
    expect(percentToRate('0.00001')).toBeUndefined();
  });

  it('reads rates as parts per million', () => {
    expect(rateToPpm('0.0125')).toBe(12_500n);
    expect(rateToPpm('1.5')).toBeUndefined();
    expect(ppmToRate(500_000n)).toBe('0.5');
  });

  it('tells a rate from a fixed amount as spec §3 does (below 1 is a rate)', () => {
    expect(isRateValue('0.005')).toBe(true);
    expect(isRateValue('50000')).toBe(false);
    expect(isRateValue('1')).toBe(false);
  });
});
