import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, salesState, secondsUntil } from './server-clock';

describe('clockOffsetMs', () => {
  it('takes the server time at the middle of the round trip', () => {
    // Sent at 1000, received at 1200: the server answered at local 1100, when its clock read 6100.
    expect(clockOffsetMs(new Date(6100).toISOString(), 1000, 1200)).toBe(5000);
  });

  it('is negative when the device runs ahead', () => {
    expect(clockOffsetMs(new Date(1000).toISOString(), 3000, 3000)).toBe(-2000);
  });

  it('ignores an unreadable time or a reversed interval', () => {
    expect(clockOffsetMs('not a time', 0, 10)).toBe(0);
    expect(clockOffsetMs(new Date(5000).toISOString(), 10, 0)).toBe(0);
  });
});

describe('salesState: sales close at the close instant', () => {
  const closeAt = new Date(60_000).toISOString();
  it('is open one millisecond before', () => {
    expect(salesState(closeAt, 59_999)).toBe('open');
  });
  it('is closed at the second of closing and after', () => {
    expect(salesState(closeAt, 60_000)).toBe('closed');
    expect(salesState(closeAt, 61_000)).toBe('closed');
  });
  it('is closed for an unreadable close time', () => {
    expect(salesState('later', 0)).toBe('closed');
  });
});

describe('secondsUntil', () => {
  const at = new Date(10_000).toISOString();
  it('rounds up so the last partial second still shows', () => {
    expect(secondsUntil(at, 9_999)).toBe(1);
    expect(secondsUntil(at, 8_000)).toBe(2);
    expect(secondsUntil(at, 7_999)).toBe(3);
  });
  it('never goes below zero', () => {
    expect(secondsUntil(at, 10_000)).toBe(0);
    expect(secondsUntil(at, 99_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(61)).toBe('01:01');
  });
  it('adds hours and days', () => {
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(86_400 + 2 * 3600 + 3 * 60 + 4)).toBe('1d 02:03:04');
  });
});
