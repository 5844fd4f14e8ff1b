import { describe, expect, it } from 'vitest';
import { formatBrandDateTime, formatUtcOffset, fromBrandInput, toBrandInput } from './brand-time';

describe('formatUtcOffset', () => {
  it('names the offset with sign, hours and minutes', () => {
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(-300)).toBe('UTC-05:00');
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(-570)).toBe('UTC-09:30');
    expect(formatUtcOffset(840)).toBe('UTC+14:00');
  });
});

describe('formatBrandDateTime', () => {
  it("shows the brand's time with its label, whatever the browser's zone", () => {
    // 18:20 UTC is 00:05 the next day in Nepal (UTC+05:45).
    expect(formatBrandDateTime('2024-12-31T18:20:00Z', 345)).toBe('2025-01-01 00:05:00 UTC+05:45');
    expect(formatBrandDateTime('2024-01-01T02:00:00Z', -300)).toBe('2023-12-31 21:00:00 UTC-05:00');
  });

  it('gives null for nothing or nonsense', () => {
    expect(formatBrandDateTime(null, 345)).toBeNull();
    expect(formatBrandDateTime('', 345)).toBeNull();
    expect(formatBrandDateTime('garbage', 345)).toBeNull();
  });
});

describe('brand wall-clock inputs', () => {
  it('reads a datetime-local value as brand time and writes it back the same', () => {
    expect(fromBrandInput('2025-01-01T00:05', 345)).toBe('2024-12-31T18:20:00.000Z');
    expect(toBrandInput('2024-12-31T18:20:00.000Z', 345)).toBe('2025-01-01T00:05');
    expect(fromBrandInput('2024-03-10T02:30', -300)).toBe('2024-03-10T07:30:00.000Z');
    expect(fromBrandInput('2024-03-10T02:30:15', 0)).toBe('2024-03-10T02:30:15.000Z');
  });

  it('refuses empty and impossible values', () => {
    expect(fromBrandInput('', 345)).toBeNull();
    expect(fromBrandInput('2024-02-30T10:00', 345)).toBeNull();
    expect(fromBrandInput('tomorrow', 345)).toBeNull();
    expect(toBrandInput(null, 345)).toBe('');
  });
});
