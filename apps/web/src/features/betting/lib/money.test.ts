import { describe, expect, it } from 'vitest';
import { formatAmount, toneOf } from './money';

describe('betting record amounts', () => {
  it('formats minor units exactly, with a sign for gains when asked', () => {
    expect(formatAmount('1234567', 2)).toBe('12,345.67');
    expect(formatAmount('123456789012345678', 2)).toBe('1,234,567,890,123,456.78');
    expect(formatAmount('-700', 2, { signed: true })).toBe('-7.00');
    expect(formatAmount('1500', 2, { signed: true })).toBe('+15.00');
    expect(formatAmount('0', 2, { signed: true })).toBe('0.00');
    expect(formatAmount('12.5', 2)).toBe('—');
  });

  it('colours by sign', () => {
    expect(toneOf('1')).toBe('text-success');
    expect(toneOf('-1')).toBe('text-danger');
    expect(toneOf('0')).toBe('text-muted');
  });
});
