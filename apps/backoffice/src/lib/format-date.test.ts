import { describe, expect, it } from 'vitest';
import { formatDateTime, isInFuture } from './format-date';

describe('formatDateTime', () => {
  it('formats as yyyy-MM-dd HH:mm:ss in the given offset', () => {
    expect(formatDateTime('2024-03-05T07:08:09.000Z', 0)).toBe('2024-03-05 07:08:09');
    // Nepal is UTC+05:45: the quarter hour and the day change must both come out right.
    expect(formatDateTime('2024-12-31T18:20:00Z', 345)).toBe('2025-01-01 00:05:00');
    expect(formatDateTime('2024-01-01T02:00:00Z', -300)).toBe('2023-12-31 21:00:00');
  });

  it('pads every part to its width', () => {
    expect(formatDateTime('0999-01-02T03:04:05Z', 0)).toBe('0999-01-02 03:04:05');
  });

  it('gives null for nothing or nonsense', () => {
    expect(formatDateTime(null, 0)).toBeNull();
    expect(formatDateTime(undefined, 0)).toBeNull();
    expect(formatDateTime('', 345)).toBeNull();
    expect(formatDateTime('not a date', 345)).toBeNull();
  });
});

describe('isInFuture', () => {
  it('compares with now', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(isInFuture('2024-01-01T00:00:01Z', now)).toBe(true);
    expect(isInFuture('2024-01-01T00:00:00Z', now)).toBe(false);
    expect(isInFuture(null, now)).toBe(false);
    expect(isInFuture('garbage', now)).toBe(false);
  });
});
