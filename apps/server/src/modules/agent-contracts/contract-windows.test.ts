import { describe, expect, it } from 'vitest';
import { closedWindows, windowContaining } from './contract-windows.js';

// Nepal: UTC+05:45.
const nepal = 345;
const iso = (window: { start: Date; end: Date }) => [window.start.toISOString(), window.end.toISOString()];

describe('settlement windows in the brand offset', () => {
  it('five minutes and hours', () => {
    // 10:07:30 UTC = 15:52:30 Nepal.
    const at = new Date('2026-03-10T10:07:30Z');
    expect(iso(windowContaining('five-minutes', at, nepal))).toEqual([
      '2026-03-10T10:05:00.000Z',
      '2026-03-10T10:10:00.000Z',
    ]);
    // The Nepal hour 15:00–16:00 is 09:15–10:15 UTC.
    expect(iso(windowContaining('hour', at, nepal))).toEqual([
      '2026-03-10T09:15:00.000Z',
      '2026-03-10T10:15:00.000Z',
    ]);
  });

  it('days, Monday weeks, half-months and months', () => {
    // 2026-03-10 20:00 UTC is already 2026-03-11 01:45 in Nepal (a Wednesday).
    const at = new Date('2026-03-10T20:00:00Z');
    expect(iso(windowContaining('D', at, nepal))).toEqual([
      '2026-03-10T18:15:00.000Z',
      '2026-03-11T18:15:00.000Z',
    ]);
    expect(iso(windowContaining('W', at, nepal))).toEqual([
      '2026-03-08T18:15:00.000Z',
      '2026-03-15T18:15:00.000Z',
    ]);
    expect(iso(windowContaining('H', at, nepal))).toEqual([
      '2026-02-28T18:15:00.000Z',
      '2026-03-15T18:15:00.000Z',
    ]);
    expect(iso(windowContaining('H', new Date('2026-02-20T00:00:00Z'), nepal))).toEqual([
      '2026-02-15T18:15:00.000Z',
      '2026-02-28T18:15:00.000Z',
    ]);
    expect(iso(windowContaining('M', at, nepal))).toEqual([
      '2026-02-28T18:15:00.000Z',
      '2026-03-31T18:15:00.000Z',
    ]);
    // December rolls into January.
    expect(iso(windowContaining('M', new Date('2026-12-20T00:00:00Z'), 0))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('lists closed windows only, from the one containing the start, bounded', () => {
    const from = new Date('2026-03-10T10:07:30Z');
    const windows = closedWindows('five-minutes', from, new Date('2026-03-10T10:25:00Z'), nepal, 100);
    expect(windows.map((window) => window.start.toISOString())).toEqual([
      '2026-03-10T10:05:00.000Z',
      '2026-03-10T10:10:00.000Z',
      '2026-03-10T10:15:00.000Z',
      '2026-03-10T10:20:00.000Z',
    ]);
    expect(closedWindows('five-minutes', from, new Date('2026-03-10T10:25:00Z'), nepal, 2)).toHaveLength(2);
    expect(closedWindows('five-minutes', from, new Date('2026-03-10T10:09:59Z'), nepal, 100)).toHaveLength(0);
  });

  it('a negative offset: the brand day, half-month and hour start after midnight UTC', () => {
    // UTC−03:30: 2028-02-16 02:00 UTC is still 2028-02-15 22:30 locally (the first half of a leap February).
    const at = new Date('2028-02-16T02:00:00Z');
    expect(iso(windowContaining('H', at, -210))).toEqual([
      '2028-02-01T03:30:00.000Z',
      '2028-02-16T03:30:00.000Z',
    ]);
    expect(iso(windowContaining('H', new Date('2028-02-16T04:00:00Z'), -210))).toEqual([
      '2028-02-16T03:30:00.000Z',
      '2028-03-01T03:30:00.000Z',
    ]);
    expect(iso(windowContaining('hour', at, -210))).toEqual([
      '2028-02-16T01:30:00.000Z',
      '2028-02-16T02:30:00.000Z',
    ]);
  });

  it('windows of every period tile time: each ends where the next starts, in any offset', () => {
    for (const offset of [345, 0, -210, 840, -720])
      for (const period of ['five-minutes', 'hour', 'D', 'W', 'H', 'M'] as const) {
        const windows = closedWindows(
          period,
          new Date('2027-12-30T23:59:00Z'),
          new Date('2029-01-03T00:00:00Z'),
          offset,
          400,
        );
        expect(windows.length).toBeGreaterThan(1);
        for (const [index, window] of windows.entries()) {
          expect(window.end.getTime()).toBeGreaterThan(window.start.getTime());
          const next = windows[index + 1];
          if (next) expect(next.start.getTime()).toBe(window.end.getTime());
        }
      }
    // A year in the brand offset has 24 half-months.
    const halves = closedWindows(
      'H',
      new Date('2028-01-01T00:00:00Z'),
      new Date('2029-01-02T00:00:00Z'),
      0,
      100,
    );
    expect(halves.filter((window) => window.start.getUTCFullYear() === 2028)).toHaveLength(24);
  });
});
