import { describe, expect, it } from 'vitest';
import { formatOdds, selectionNumbers, shortHex } from './format';

describe('lottery formatting', () => {
  it('drops the trailing zeros of odds only after a decimal point', () => {
    expect(formatOdds('9.8000')).toBe('9.8');
    expect(formatOdds('2000.0000')).toBe('2000');
    expect(formatOdds('2000')).toBe('2000');
    expect(formatOdds('1.96')).toBe('1.96');
  });

  it('shortens long hex and keeps short values', () => {
    expect(shortHex('a'.repeat(64))).toBe(`${'a'.repeat(10)}…${'a'.repeat(6)}`);
    expect(shortHex('abc')).toBe('abc');
  });

  it('lists the numbers of a selection', () => {
    expect(selectionNumbers({ numbers: ['07', '42'] })).toBe('07 · 42');
    expect(selectionNumbers({ pick: 'big' })).toBe('');
  });
});
