import { describe, expect, it } from 'vitest';
import { millionthsToRate, percentToRate, rateToMillionths, rateToPercent } from './rates';

describe('rates and percentages', () => {
  it('reads rates exactly, as millionths', () => {
    expect(rateToMillionths('0.0125')).toBe(12_500n);
    expect(rateToMillionths('1')).toBe(1_000_000n);
    expect(rateToMillionths('1.000000')).toBe(1_000_000n);
    expect(rateToMillionths('0')).toBe(0n);
    expect(rateToMillionths('1.5')).toBeNull();
    expect(rateToMillionths('0.1234567')).toBeNull();
    expect(rateToMillionths('abc')).toBeNull();
  });

  it('writes the shortest rate', () => {
    expect(millionthsToRate(12_500n)).toBe('0.0125');
    expect(millionthsToRate(1_000_000n)).toBe('1');
    expect(millionthsToRate(0n)).toBe('0');
    expect(millionthsToRate(1n)).toBe('0.000001');
  });

  it('turns rates into percentages and back without rounding', () => {
    expect(rateToPercent('0.0125')).toBe('1.25');
    expect(rateToPercent('0.001')).toBe('0.1');
    expect(rateToPercent('0.000001')).toBe('0.0001');
    expect(rateToPercent('1')).toBe('100');
    expect(percentToRate('1.25')).toBe('0.0125');
    expect(percentToRate('0.1')).toBe('0.001');
    expect(percentToRate('100')).toBe('1');
    expect(percentToRate('0')).toBe('0');
  });

  it('refuses percentages out of range or too fine', () => {
    expect(percentToRate('100.0001')).toBeNull();
    expect(percentToRate('0.00001')).toBeNull();
    expect(percentToRate('-1')).toBeNull();
    expect(percentToRate('1,5')).toBeNull();
    expect(percentToRate('')).toBeNull();
  });
});
