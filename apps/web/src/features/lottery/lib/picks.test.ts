import { describe, expect, it } from 'vitest';
import { digitsOnly, isCompleteNumber, togglePick, twoDigitNumbers } from './picks';

describe('twoDigitNumbers', () => {
  it('lists 00 to 99 with two digits each', () => {
    expect(twoDigitNumbers).toHaveLength(100);
    expect(twoDigitNumbers[0]).toBe('00');
    expect(twoDigitNumbers[7]).toBe('07');
    expect(twoDigitNumbers[99]).toBe('99');
  });
});

describe('togglePick', () => {
  it('adds in ascending order and removes a picked number', () => {
    expect(togglePick(['42'], '07', 3)).toEqual(['07', '42']);
    expect(togglePick(['07', '42'], '07', 3)).toEqual(['42']);
  });

  it('does not go past the bound', () => {
    expect(togglePick(['01', '02'], '03', 2)).toEqual(['01', '02']);
    // Removing still works at the bound.
    expect(togglePick(['01', '02'], '02', 2)).toEqual(['01']);
  });

  it('does not return the same array (React sees the change)', () => {
    const picks = ['01'];
    expect(togglePick(picks, '01', 1)).not.toBe(picks);
  });
});

describe('typed numbers', () => {
  it('keeps digits only, up to the length', () => {
    expect(digitsOnly(' 12-34 5', 4)).toBe('1234');
    expect(digitsOnly('abc', 3)).toBe('');
  });

  it('is complete with exactly the length, leading zeros counted', () => {
    expect(isCompleteNumber('0042', 4)).toBe(true);
    expect(isCompleteNumber('042', 4)).toBe(false);
    expect(isCompleteNumber('12a', 3)).toBe(false);
  });
});
