import { afterEach, describe, expect, it } from 'vitest';
import { formatBrandTime, formatDayString } from './brand-time';
import {
  formatCount,
  formatDecimal,
  formatInterpolatedValue,
  formatMinorUnits,
  setFormattingLanguage,
} from './locale-format';

afterEach(() => setFormattingLanguage('en'));

describe('formatMinorUnits by language', () => {
  it('keeps 1,234.56 in EN, exact beyond 2^53', () => {
    expect(formatMinorUnits(123456n, 2)).toBe('1,234.56');
    expect(formatMinorUnits(-5n, 2)).toBe('-0.05');
    expect(formatMinorUnits(123456789012345678901n, 2)).toBe('1,234,567,890,123,456,789.01');
    expect(formatMinorUnits(1000n, 0)).toBe('1,000');
  });

  it("writes each language's grouping, decimal mark and digits", () => {
    setFormattingLanguage('ne');
    expect(formatMinorUnits(12345600n, 2)).toBe('1,23,456.00');
    setFormattingLanguage('bn');
    expect(formatMinorUnits(12345600n, 2)).toBe('১,২৩,৪৫৬.০০');
    setFormattingLanguage('fa');
    expect(formatMinorUnits(123456n, 2)).toBe('۱٬۲۳۴٫۵۶');
    setFormattingLanguage('ru');
    expect(formatMinorUnits(123456n, 2)).toBe('1\u00a0234,56');
    setFormattingLanguage('hi');
    expect(formatMinorUnits(12345600n, 2)).toBe('1,23,456.00');
    expect(formatMinorUnits(7n, 0)).toBe('7');
  });
});

describe('formatBrandTime by language', () => {
  const instantMs = Date.parse('2026-11-26T04:20:05Z');

  it('is yyyy-MM-dd HH:mm:ss in the brand zone in EN', () => {
    expect(formatBrandTime(instantMs, 345)).toBe('2026-11-26 10:05:05');
  });

  it("follows the language's order and digits, still in the brand's zone", () => {
    setFormattingLanguage('ja');
    expect(formatBrandTime(instantMs, 345)).toBe('2026/11/26 10:05:05');
    setFormattingLanguage('ne');
    expect(formatBrandTime(instantMs, 345)).toContain('10:05:05');
    setFormattingLanguage('fa');
    expect(formatBrandTime(instantMs, 345)).toContain('۱۰:۰۵:۰۵');
    setFormattingLanguage('ru');
    expect(formatBrandTime(instantMs, 345)).toBe('26.11.2026, 10:05:05');
  });
});

describe('formatBrandTime to the minute, the day or the time of day', () => {
  const instantMs = Date.parse('2026-11-26T04:20:05Z');

  it('cuts EN at the minute, the day or the clock as yyyy-MM-dd HH:mm did', () => {
    expect(formatBrandTime(instantMs, 345, 'minute')).toBe('2026-11-26 10:05');
    expect(formatBrandTime(instantMs, 345, 'day')).toBe('2026-11-26');
    expect(formatBrandTime(instantMs, 345, 'clock')).toBe('10:05');
  });

  it("keeps the minutes in every language's own order and digits (the first 16 characters did not)", () => {
    setFormattingLanguage('ar');
    // Day first, then the time: the first 16 characters ended at the hour ("26/11/2026، 10").
    expect(formatBrandTime(instantMs, 345, 'minute')).toMatch(/^26\u200f?\/11\u200f?\/2026، 10:05$/);
    expect(formatBrandTime(instantMs, 345, 'day')).toMatch(/^26\u200f?\/11\u200f?\/2026$/);
    expect(formatBrandTime(instantMs, 345, 'clock')).toBe('10:05');
    setFormattingLanguage('fa');
    // Persian digits and calendar: the first 16 characters cut the minutes in half ("۱۰:۰").
    expect(formatBrandTime(instantMs, 345, 'minute')).toMatch(/۱۰:۰۵$/);
    expect(formatBrandTime(instantMs, 345, 'minute')).not.toContain('۰۵:۰۵');
    expect(formatBrandTime(instantMs, 345, 'clock')).toBe('۱۰:۰۵');
    setFormattingLanguage('ru');
    expect(formatBrandTime(instantMs, 345, 'minute')).toBe('26.11.2026, 10:05');
    expect(formatBrandTime(instantMs, 345, 'day')).toBe('26.11.2026');
  });
});

describe('numbers inside texts (i18next interpolation)', () => {
  afterEach(() => setFormattingLanguage('en'));

  it('writes them in the digits of the language, as its amounts are', () => {
    setFormattingLanguage('fa');
    expect(formatInterpolatedValue(30)).toBe('۳۰');
    expect(formatInterpolatedValue(2026)).toBe('۲۰۲۶');
    expect(formatInterpolatedValue(0.5)).toBe('۰٫۵');
    setFormattingLanguage('bn');
    expect(formatInterpolatedValue(12)).toBe('১২');
    setFormattingLanguage('my');
    expect(formatInterpolatedValue(7)).toBe('၇');
  });

  it('leaves EN, NE (Latin digits) and ungrouped counts as the texts wrote them', () => {
    expect(formatInterpolatedValue(1234567)).toBe(1234567);
    setFormattingLanguage('ne');
    expect(formatInterpolatedValue(1234567)).toBe('1234567');
    setFormattingLanguage('ar');
    expect(formatInterpolatedValue(12345)).toBe(
      new Intl.NumberFormat('ar', { useGrouping: false }).format(12345),
    );
  });

  it('passes text and formatted amounts through unchanged', () => {
    setFormattingLanguage('fa');
    expect(formatInterpolatedValue('12')).toBe('12');
    expect(formatInterpolatedValue('NPR ۱۲٫۰۰')).toBe('NPR ۱۲٫۰۰');
    expect(formatInterpolatedValue(undefined)).toBeUndefined();
    expect(formatInterpolatedValue(Number.NaN)).toBeNaN();
  });
});

describe('counts shown on their own', () => {
  it("are grouped in the language's way and digits", () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(0)).toBe('0');
    setFormattingLanguage('fa');
    expect(formatCount(1234)).toBe('۱٬۲۳۴');
    setFormattingLanguage('ne');
    expect(formatCount(123456)).toBe('1,23,456');
  });
});

describe('decimal figures and calendar days shown in texts', () => {
  it("write a fixed number of decimals in the language's digits", () => {
    expect(formatDecimal(97, 2)).toBe('97.00');
    setFormattingLanguage('fa');
    expect(formatDecimal(97.5, 2)).toBe('۹۷٫۵۰');
    setFormattingLanguage('fr');
    expect(formatDecimal(96.12, 2)).toBe('96,12');
  });

  it("write a yyyy-MM-dd day in the language's order and digits, EN unchanged", () => {
    expect(formatDayString('2026-11-27')).toBe('2026-11-27');
    setFormattingLanguage('ru');
    expect(formatDayString('2026-11-27')).toBe('27.11.2026');
    setFormattingLanguage('fa');
    expect(formatDayString('2026-11-27')).toMatch(/^[۰-۹/]+$/);
    expect(formatDayString('not a day')).toBe('not a day');
  });
});
