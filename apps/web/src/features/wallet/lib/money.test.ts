import { describe, expect, it } from 'vitest';
import { checkAmount, formatMoney, formatSignedMoney, toMinor } from './money';

describe('money at the edge', () => {
  it('formats minor units with 2 decimals and thousands separators, without floats', () => {
    expect(formatMoney('1234567', 2)).toBe('12,345.67');
    expect(formatMoney('0', 2)).toBe('0.00');
    expect(formatMoney('5', 2)).toBe('0.05');
    // Beyond 2^53: a float would lose the last cents.
    expect(formatMoney('9007199254740993', 2)).toBe('90,071,992,547,409.93');
    expect(formatMoney('12.5', 2)).toBe('—');
  });

  it('signs amounts', () => {
    expect(formatSignedMoney('2550', 2)).toBe('+25.50');
    expect(formatSignedMoney('-2550', 2)).toBe('-25.50');
    expect(formatSignedMoney('0', 2)).toBe('0.00');
  });

  it('reads wire values strictly', () => {
    expect(toMinor('-42')).toBe(-42n);
    expect(toMinor('1e3')).toBeUndefined();
  });

  it('checks typed amounts as the server does', () => {
    expect(checkAmount('25.50', 2)).toEqual({ amountMinor: 2550n, problem: null });
    expect(checkAmount(' 7 ', 2)).toEqual({ amountMinor: 700n, problem: null });
    expect(checkAmount('', 2).problem).toBe('required');
    expect(checkAmount('1.234', 2).problem).toBe('tooPrecise');
    expect(checkAmount('-5', 2).problem).toBe('invalid');
    expect(checkAmount('1e3', 2).problem).toBe('invalid');
    expect(checkAmount('12,50', 2).problem).toBe('invalid');
    expect(checkAmount('0.00', 2).problem).toBe('notPositive');
    expect(checkAmount('10.01', 2, 1000n).problem).toBe('aboveAvailable');
    expect(checkAmount('10.00', 2, 1000n).problem).toBeNull();
  });
});
