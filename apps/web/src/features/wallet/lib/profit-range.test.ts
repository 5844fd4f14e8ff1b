import { describe, expect, it } from 'vitest';
import { rangeDays } from './profit-range';

describe('rangeDays', () => {
  it('counts both ends, across months and leap days', () => {
    expect(rangeDays('2024-03-10', '2024-03-10')).toBe(1);
    expect(rangeDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(rangeDays('2024-01-01', '2024-04-02')).toBe(93);
    expect(rangeDays('2024-01-01', '2024-04-03')).toBe(94);
  });

  it('gives 0 for a reversed or unreadable range', () => {
    expect(rangeDays('2024-03-11', '2024-03-10')).toBe(0);
    expect(rangeDays('', '2024-03-10')).toBe(0);
    expect(rangeDays('2024-13-01', '2024-03-10')).toBe(0);
  });
});
