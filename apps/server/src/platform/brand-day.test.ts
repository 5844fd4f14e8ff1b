import { describe, expect, it } from 'vitest';
import { brandDayStart, brandToday } from './brand-day.js';

describe('brand-local days', () => {
  it('starts a Nepal day (+05:45) at 18:15 UTC the evening before', () => {
    expect(brandDayStart('2025-03-10', 345).toISOString()).toBe('2025-03-09T18:15:00.000Z');
    expect(brandDayStart('2025-03-10', 345, 1).toISOString()).toBe('2025-03-10T18:15:00.000Z');
  });

  it('names the local day of an instant on both sides of local midnight', () => {
    expect(brandToday(new Date('2025-03-09T18:14:59Z'), 345)).toBe('2025-03-09');
    expect(brandToday(new Date('2025-03-09T18:15:00Z'), 345)).toBe('2025-03-10');
    expect(brandToday(new Date('2025-03-10T02:00:00Z'), -300)).toBe('2025-03-09');
  });
});
