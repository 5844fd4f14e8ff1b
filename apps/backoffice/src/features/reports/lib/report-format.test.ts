import { describe, expect, it } from 'vitest';
import { chartAmount, gmtLabel } from './report-format';

describe('report format', () => {
  it("labels the brand's offset", () => {
    expect(gmtLabel(345)).toBe('UTC+05:45');
    expect(gmtLabel(-210)).toBe('UTC-03:30');
    expect(gmtLabel(0)).toBe('UTC+00:00');
  });

  it('scales minor units for a chart', () => {
    expect(chartAmount('-12345', 2)).toBe(-123.45);
  });
});
