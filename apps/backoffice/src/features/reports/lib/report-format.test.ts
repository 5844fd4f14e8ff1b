import { describe, expect, it } from 'vitest';
import { chartAmount, gmtLabel } from './report-format';

describe('report format', () => {
  it("labels the brand's offset", () => {
    expect(gmtLabel(345)).toBe('GMT+05:45');
    expect(gmtLabel(-210)).toBe('GMT-03:30');
    expect(gmtLabel(0)).toBe('GMT+00:00');
  });

  it('scales minor units for a chart', () => {
    expect(chartAmount('-12345', 2)).toBe(-123.45);
  });
});
