import { describe, expect, it } from 'vitest';
import {
  breakChoices,
  countdownTo,
  elapsedSecondsNow,
  formatClock,
  formatLimitAmount,
  formatNet,
  limitInputToValue,
  limitRows,
  realityCheckDelayMs,
} from './rg-format';

const money = { symbol: 'रू', decimals: 2 };

describe('responsible-gaming formats', () => {
  it('reads money limits in minor units and refuses zero, negatives, too many decimals and junk', () => {
    expect(limitInputToValue('deposit', '100', 2)).toBe('10000');
    expect(limitInputToValue('deposit', ' 12.5 ', 2)).toBe('1250');
    expect(limitInputToValue('loss', '0.01', 2)).toBe('1');
    expect(limitInputToValue('deposit', '0', 2)).toBeNull();
    expect(limitInputToValue('deposit', '0.00', 2)).toBeNull();
    expect(limitInputToValue('deposit', '-5', 2)).toBeNull();
    expect(limitInputToValue('deposit', '1.234', 2)).toBeNull();
    expect(limitInputToValue('wager', '1e5', 2)).toBeNull();
    expect(limitInputToValue('wager', '', 2)).toBeNull();
    expect(limitInputToValue('deposit', '7', 0)).toBe('7');
  });

  it('reads session time as whole minutes from 1 to 1440', () => {
    expect(limitInputToValue('session_time', '90', 2)).toBe('90');
    expect(limitInputToValue('session_time', '1440', 2)).toBe('1440');
    expect(limitInputToValue('session_time', '1441', 2)).toBeNull();
    expect(limitInputToValue('session_time', '0', 2)).toBeNull();
    expect(limitInputToValue('session_time', '1.5', 2)).toBeNull();
  });

  it('counts down to a pending change, rounding up to the minute, and stops once due', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(countdownTo('2026-11-27T11:30:00Z', now)).toEqual({ days: 1, hours: 1, minutes: 30 });
    expect(countdownTo('2026-11-26T10:00:01Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(countdownTo('2026-11-26T10:00:00Z', now)).toBeNull();
    expect(countdownTo('2026-11-26T09:00:00Z', now)).toBeNull();
    expect(countdownTo('not a date', now)).toBeNull();
  });

  it('times the reality check: 0 when due or past, null when off', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(realityCheckDelayMs('2026-11-26T10:01:00Z', now)).toBe(60_000);
    expect(realityCheckDelayMs('2026-11-26T09:00:00Z', now)).toBe(0);
    expect(realityCheckDelayMs(null, now)).toBeNull();
    expect(realityCheckDelayMs('garbage', now)).toBeNull();
  });

  it('runs the session clock on from the server answer', () => {
    expect(elapsedSecondsNow(3590, 1_000_000, 1_012_500)).toBe(3602);
    expect(formatClock(3602)).toBe('1:00:02');
    expect(formatClock(59)).toBe('0:00:59');
    expect(formatClock(-5)).toBe('0:00:00');
  });

  it('signs the net result and shows money with the currency', () => {
    expect(formatNet('-1250', money)).toBe('-रू 12.50');
    expect(formatNet('300', money)).toBe('+रू 3.00');
    expect(formatNet('0', money)).toBe('रू 0.00');
    expect(formatNet('x', money)).toBe('—');
    expect(formatLimitAmount('deposit', '10000', money)).toBe('रू 100.00');
    expect(formatLimitAmount('session_time', '90', money)).toBe('90');
  });

  it('lists every period of a kind, with the limit where one is set', () => {
    const limit = {
      kind: 'deposit' as const,
      period: 'week' as const,
      activeValue: '10000',
      pending: false,
      pendingValue: null,
      pendingEffectiveAt: null,
      canConfirm: false,
      used: '0',
      remaining: '10000',
    };
    const rows = limitRows('deposit', [limit, { ...limit, kind: 'loss' }]);
    expect(rows.map((row) => row.period)).toEqual(['day', 'week', 'month']);
    expect(rows[1]?.limit).toBe(limit);
    expect(rows[0]?.limit).toBeNull();
    expect(limitRows('session_time', []).map((row) => row.period)).toEqual(['session']);
  });

  it('offers break lengths inside the brand bounds only', () => {
    expect(breakChoices(24, 1008)).toEqual([24, 48, 72, 168, 336, 504, 672, 840, 1008]);
    expect(breakChoices(48, 168)).toEqual([48, 72, 168]);
    expect(breakChoices(30, 40)).toEqual([30]);
  });
});
