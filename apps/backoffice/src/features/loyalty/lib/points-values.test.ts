import { describe, expect, it } from 'vitest';
import type { Problems } from '../../../lib/form-values';
import { formatPoints, readOptionalPoints, readPoints, readSignedPoints } from './points-values';

describe('formatPoints', () => {
  it('groups thousands, exactly for values past a float', () => {
    expect(formatPoints('1234567')).toBe('1,234,567');
    expect(formatPoints('900719925474099312')).toBe('900,719,925,474,099,312');
    expect(formatPoints('0')).toBe('0');
  });

  it('signs when asked and always shows a minus', () => {
    expect(formatPoints('1500', { signed: true })).toBe('+1,500');
    expect(formatPoints('-1500', { signed: true })).toBe('-1,500');
    expect(formatPoints('-1500')).toBe('-1,500');
    expect(formatPoints('0', { signed: true })).toBe('0');
  });

  it('leaves text it cannot read as it is', () => {
    expect(formatPoints('abc')).toBe('abc');
  });
});

describe('readPoints', () => {
  it('reads whole points, commas allowed', () => {
    const problems: Problems = {};
    expect(readPoints(' 1,000 ', 'price', problems)).toBe('1000');
    expect(problems).toEqual({});
  });

  it('records what is wrong at the field', () => {
    const problems: Problems = {};
    expect(readPoints('', 'a', problems)).toBeNull();
    expect(readPoints('1.5', 'b', problems)).toBeNull();
    expect(readPoints('-3', 'c', problems)).toBeNull();
    expect(readPoints('0', 'd', problems)).toBeNull();
    expect(readPoints('1234567890123', 'e', problems)).toBeNull();
    expect(problems).toEqual({
      a: 'required',
      b: 'wholeNumber',
      c: 'wholeNumber',
      d: 'zero',
      e: 'wholeNumber',
    });
  });

  it('takes 0 where allowed, and an empty optional value as none', () => {
    const problems: Problems = {};
    expect(readPoints('0', 'a', problems, { allowZero: true })).toBe('0');
    expect(readOptionalPoints('  ', 'b', problems)).toBeNull();
    expect(problems).toEqual({});
  });
});

describe('readSignedPoints', () => {
  it('reads a sign either way and refuses 0', () => {
    const problems: Problems = {};
    expect(readSignedPoints('-250', 'points', problems)).toBe('-250');
    expect(readSignedPoints('+250', 'points', problems)).toBe('250');
    expect(readSignedPoints('0', 'zero', problems)).toBeNull();
    expect(readSignedPoints('--1', 'bad', problems)).toBeNull();
    expect(problems).toEqual({ zero: 'zero', bad: 'wholeNumber' });
  });
});

describe('withoutProblems', () => {
  it('drops the problems of the changed fields and their parts only', async () => {
    const { withoutProblems } = await import('../../../lib/use-draft-dialog');
    const problems: Problems = { 'title.EN': 'required', titleX: 'required', stock: 'range' };
    expect(withoutProblems(problems, ['title'])).toEqual({ titleX: 'required', stock: 'range' });
    expect(withoutProblems(problems, ['amount'])).toBe(problems);
  });
});
