import { describe, expect, it } from 'vitest';
import { formatBrandTime, formatGmtOffset } from './agent-clock';

describe('agent clock', () => {
  it('formats GMT offsets', () => {
    expect(formatGmtOffset(345)).toBe('GMT+05:45');
    expect(formatGmtOffset(0)).toBe('GMT+00:00');
    expect(formatGmtOffset(-210)).toBe('GMT-03:30');
  });

  it('shows the time in the brand zone', () => {
    expect(formatBrandTime(Date.UTC(2026, 0, 31, 20, 30, 5), 345)).toBe('2026-02-01 02:15:05');
  });
});
