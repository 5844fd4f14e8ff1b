import { describe, expect, it } from 'vitest';
import {
  amountMinorOf,
  amountProblem,
  minorToInput,
  needsSecondApproval,
  reasonProblem,
  thresholdProblem,
} from './adjustment-form';

describe('adjustment form rules', () => {
  it('accepts plain amounts with at most the brand decimals, above zero', () => {
    expect(amountProblem('1500', 2)).toBeNull();
    expect(amountProblem(' 12.5 ', 2)).toBeNull();
    expect(amountProblem('0.01', 2)).toBeNull();
    expect(amountProblem('', 2)).toBe('required');
    expect(amountProblem('-5', 2)).toBe('format');
    expect(amountProblem('1e5', 2)).toBe('format');
    expect(amountProblem('12,50', 2)).toBe('format');
    expect(amountProblem('abc', 2)).toBe('format');
    expect(amountProblem('99999999999999', 2)).toBe('format');
    expect(amountProblem('1.001', 2)).toBe('precision');
    expect(amountProblem('1.5', 0)).toBe('precision');
    expect(amountProblem('0', 2)).toBe('zero');
    expect(amountProblem('0.00', 2)).toBe('zero');
  });

  it('converts exactly to minor units', () => {
    expect(amountMinorOf('1500.55', 2)).toBe(150055n);
    expect(amountMinorOf('9999999999999.99', 2)).toBe(999999999999999n);
    expect(amountMinorOf('1.001', 2)).toBeNull();
  });

  it('needs a second approval only strictly above the threshold', () => {
    expect(needsSecondApproval(1_000_000n, '1000000')).toBe(false);
    expect(needsSecondApproval(1_000_001n, '1000000')).toBe(true);
    expect(needsSecondApproval(1n, '0')).toBe(true);
  });

  it('wants a reason of 3 to 500 characters', () => {
    expect(reasonProblem('  ')).toBe('required');
    expect(reasonProblem('ab')).toBe('tooShort');
    expect(reasonProblem('x'.repeat(501))).toBe('tooLong');
    expect(reasonProblem('Goodwill')).toBeNull();
  });

  it('allows a zero threshold and writes stored thresholds back as decimals', () => {
    expect(thresholdProblem('0', 2)).toBeNull();
    expect(thresholdProblem('-1', 2)).toBe('format');
    expect(minorToInput('1000000', 2)).toBe('10000.00');
    expect(minorToInput('5', 2)).toBe('0.05');
    expect(minorToInput('700', 0)).toBe('700');
  });
});
