import { describe, expect, it } from 'vitest';
import {
  addDays,
  brandDate,
  customRangeProblem,
  formatBrandIso,
  formatBrandTime,
  formatGmtOffset,
} from './brand-time';

describe('brand time', () => {
  it('formats GMT offsets', () => {
    expect(formatGmtOffset(345)).toBe('GMT+05:45');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
    expect(formatGmtOffset(-210)).toBe('GMT-03:30');
  });

  it('shows the time in the brand zone, not the browser zone', () => {
    expect(formatBrandTime(Date.UTC(2026, 0, 31, 20, 30, 5), 345)).toBe('2026-02-01 02:15:05');
    expect(formatBrandTime(Date.UTC(2026, 0, 1, 2, 0, 0), -300)).toBe('2025-12-31 21:00:00');
    expect(formatBrandIso('2026-11-22T05:38:06.061Z', 345)).toBe('2026-11-22 11:23:06');
    expect(formatBrandIso('not a date', 345)).toBe('not a date');
  });

  it('finds the brand day and moves across months and years', () => {
    expect(brandDate(Date.UTC(2026, 0, 31, 18, 15), 345)).toBe('2026-02-01');
    expect(brandDate(Date.UTC(2026, 0, 31, 18, 14), 345)).toBe('2026-01-31');
    expect(addDays('2026-03-01', -6)).toBe('2026-02-23');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('customRangeProblem', () => {
  it('accepts a range up to the limit, both days included', () => {
    expect(customRangeProblem('2024-01-01', '2024-04-02', 93)).toBeNull();
    expect(customRangeProblem('2024-03-10', '2024-03-10', 93)).toBeNull();
  });

  it('says too long above the limit, invalid when reversed or empty', () => {
    expect(customRangeProblem('2024-01-01', '2024-04-03', 93)).toBe('tooLong');
    expect(customRangeProblem('2024-03-11', '2024-03-10', 93)).toBe('invalid');
    expect(customRangeProblem('', '2024-03-10', 93)).toBe('invalid');
  });
});
