import { describe, expect, it } from 'vitest';
import {
  type ConversionRules,
  conversionAmountMinor,
  conversionRules,
  largestConversion,
  previewConversion,
  smallestConversion,
} from './conversion';

const hundredForOne: ConversionRules = {
  pointsPerUnit: 100n,
  conversionUnits: 100n,
  minimumConversionPoints: 500n,
  unitMinor: 100n,
};

describe('conversionRules', () => {
  it('reads numbers or decimal strings and takes the unit from the brand decimals when absent', () => {
    expect(
      conversionRules({ pointsPerUnit: '300', conversionUnits: 50, minimumConversionPoints: '100' }, 2),
    ).toEqual({ pointsPerUnit: 300n, conversionUnits: 50n, minimumConversionPoints: 100n, unitMinor: 100n });
    expect(
      conversionRules(
        { pointsPerUnit: 3, conversionUnits: 1, minimumConversionPoints: 1, unitMinor: '1000' },
        2,
      )?.unitMinor,
    ).toBe(1000n);
  });

  it('gives no rules for a zero or malformed ratio', () => {
    expect(
      conversionRules({ pointsPerUnit: 0, conversionUnits: 1, minimumConversionPoints: 1 }, 2),
    ).toBeNull();
    expect(
      conversionRules({ pointsPerUnit: '1.5', conversionUnits: 1, minimumConversionPoints: 1 }, 2),
    ).toBeNull();
    expect(
      conversionRules({ pointsPerUnit: 100, conversionUnits: 0, minimumConversionPoints: 1 }, 2),
    ).toBeNull();
  });
});

describe('conversion money', () => {
  it('rounds down, towards the house', () => {
    const thirdOfAUnit: ConversionRules = { ...hundredForOne, pointsPerUnit: 300n, conversionUnits: 1n };
    // 100 points at 300 per 1.00 is 0.333… -> 0.33.
    expect(conversionAmountMinor(100n, thirdOfAUnit)).toBe(33n);
    // 299 points -> 0.9966… -> 0.99, never 1.00.
    expect(conversionAmountMinor(299n, thirdOfAUnit)).toBe(99n);
    expect(conversionAmountMinor(300n, thirdOfAUnit)).toBe(100n);
  });

  it('stays exact for large balances', () => {
    expect(conversionAmountMinor(9_007_199_254_740_993n, { ...hundredForOne, pointsPerUnit: 1n })).toBe(
      900_719_925_474_099_300n,
    );
  });
});

describe('previewConversion', () => {
  it('accepts a multiple of the units within the balance and shows the money', () => {
    expect(previewConversion('1,200', hundredForOne, 5000n)).toEqual({
      points: 1200n,
      amountMinor: 1200n,
      problem: null,
    });
  });

  it('names each problem', () => {
    expect(previewConversion('', hundredForOne, 5000n).problem).toBe('required');
    expect(previewConversion('12.5', hundredForOne, 5000n).problem).toBe('invalid');
    expect(previewConversion('-100', hundredForOne, 5000n).problem).toBe('invalid');
    expect(previewConversion('400', hundredForOne, 5000n).problem).toBe('belowMinimum');
    expect(previewConversion('650', hundredForOne, 5000n).problem).toBe('notMultiple');
    expect(previewConversion('5100', hundredForOne, 5000n).problem).toBe('aboveBalance');
  });

  it('refuses a conversion that would pay nothing', () => {
    const tiny: ConversionRules = {
      pointsPerUnit: 1000n,
      conversionUnits: 1n,
      minimumConversionPoints: 1n,
      unitMinor: 100n,
    };
    expect(previewConversion('5', tiny, 100n).problem).toBe('nothingPaid');
    expect(previewConversion('10', tiny, 100n)).toEqual({ points: 10n, amountMinor: 1n, problem: null });
  });
});

describe('smallest and largest conversion', () => {
  it('round the minimum up and the balance down to the units', () => {
    const rules: ConversionRules = { ...hundredForOne, minimumConversionPoints: 450n };
    expect(smallestConversion(rules)).toBe(500n);
    expect(largestConversion(1299n, rules)).toBe(1200n);
    expect(largestConversion(499n, rules)).toBe(0n);
  });
});
