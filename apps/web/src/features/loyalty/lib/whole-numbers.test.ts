import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../lib/test-render';
import {
  formatPoints,
  formatSignedPoints,
  parsePositiveCount,
  pointsCount,
  progressPercent,
  toWhole,
} from './whole-numbers';

describe('points figures', () => {
  it('group thousands and keep big values exact', () => {
    expect(formatPoints('0')).toBe('0');
    expect(formatPoints('12500')).toBe('12,500');
    expect(formatPoints('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('show a dash for a malformed value', () => {
    expect(formatPoints('1.5')).toBe('—');
    expect(formatPoints('')).toBe('—');
    expect(toWhole('12a')).toBeUndefined();
  });

  it('sign a line', () => {
    expect(formatSignedPoints('120')).toBe('+120');
    expect(formatSignedPoints('-5000')).toBe('-5,000');
    expect(formatSignedPoints('0')).toBe('0');
  });
});

describe('progressPercent', () => {
  it('rounds down and caps at 100', () => {
    expect(progressPercent('0', '300')).toBe(0);
    expect(progressPercent('299', '300')).toBe(99);
    expect(progressPercent('300', '300')).toBe(100);
    expect(progressPercent('900', '300')).toBe(100);
    expect(progressPercent('1', '3')).toBe(33);
  });

  it('handles values past 2^53 without floats', () => {
    expect(progressPercent('9007199254740993', '18014398509481986')).toBe(50);
  });

  it('counts a zero target as reached and malformed values as nothing', () => {
    expect(progressPercent('0', '0')).toBe(100);
    expect(progressPercent('x', '10')).toBe(0);
    expect(progressPercent('-5', '10')).toBe(0);
  });
});

describe('parsePositiveCount', () => {
  it('accepts plain integers within 1..maximum', () => {
    expect(parsePositiveCount(' 3 ', 5)).toBe(3);
    expect(parsePositiveCount('5', 5)).toBe(5);
  });

  it('refuses zero, too many, decimals and words', () => {
    expect(parsePositiveCount('0', 5)).toBeNull();
    expect(parsePositiveCount('6', 5)).toBeNull();
    expect(parsePositiveCount('1.5', 5)).toBeNull();
    expect(parsePositiveCount('two', 5)).toBeNull();
    expect(parsePositiveCount('', 5)).toBeNull();
  });
});

describe('pointsCount', () => {
  it('picks the plural by the number of points and shows the formatted figure', () => {
    const t = testI18n.getFixedT('en', ['loyalty', 'common']);
    expect(t('mall.price', pointsCount('1'))).toBe('1 point');
    expect(t('mall.price', pointsCount(12500n))).toBe('12,500 points');
    expect(pointsCount('x')).toEqual({ count: 0, points: '—' });
  });
});
