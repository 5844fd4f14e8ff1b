import { describe, expect, it } from 'vitest';
import { formatHundredths, formatMultiplier, formatRoll, parseHundredths } from './format';

describe('in-house number formats', () => {
  it('shows multipliers, rolls and crash points', () => {
    expect(formatMultiplier(19_800)).toBe('1.98×');
    expect(formatMultiplier(29_702)).toBe('2.9702×');
    expect(formatMultiplier(10_000)).toBe('1.00×');
    expect(formatRoll(3705)).toBe('37.05');
    expect(formatRoll(5)).toBe('0.05');
    expect(formatHundredths(250)).toBe('2.50×');
  });

  it('reads a typed cash-out target in hundredths', () => {
    expect(parseHundredths('2')).toBe(200);
    expect(parseHundredths('2.5')).toBe(250);
    expect(parseHundredths('1.01')).toBe(101);
    expect(parseHundredths('1.001')).toBeNull();
    expect(parseHundredths('x')).toBeNull();
  });
});
