import { describe, expect, it } from 'vitest';
import { brandDayEndIso, brandDayStartIso } from './brand-days';

describe('brand days as instants', () => {
  it("starts Nepal's day at 18:15 UTC the day before and ends it 24 hours later", () => {
    expect(brandDayStartIso('2026-11-26', 345)).toBe('2026-11-25T18:15:00.000Z');
    expect(brandDayEndIso('2026-11-26', 345)).toBe('2026-11-26T18:15:00.000Z');
  });

  it('handles offsets west of UTC', () => {
    expect(brandDayStartIso('2026-01-01', -300)).toBe('2026-01-01T05:00:00.000Z');
  });
});
