import { describe, expect, it } from 'vitest';
import {
  brandDay,
  checkDayRange,
  dayStart,
  daysInRange,
  instantRange,
  isCalendarDay,
  resolvePeriod,
} from './profit-period.js';
import { figuresOf, foldProfit } from './profit-service.js';
import { vendorAccountCode } from './vendor-wallet-service.js';

const nepal = 345;
// 2024-03-06 is a Wednesday. 18:14:59 UTC is 23:59:59 in Nepal; 18:15 UTC is already the 7th there.
const wednesdayLateUtc = Date.parse('2024-03-06T18:14:59Z');
const thursdayEarlyUtc = Date.parse('2024-03-06T18:15:00Z');

describe('brand-local days', () => {
  it('puts an instant on the brand day, not the UTC day', () => {
    expect(brandDay(wednesdayLateUtc, nepal)).toBe('2024-03-06');
    expect(brandDay(thursdayEarlyUtc, nepal)).toBe('2024-03-07');
    expect(brandDay(Date.parse('2024-03-07T02:00:00Z'), -300)).toBe('2024-03-06');
  });

  it('starts a day at 00:00 local and covers ranges half-open', () => {
    expect(dayStart('2024-03-07', nepal).toISOString()).toBe('2024-03-06T18:15:00.000Z');
    const range = instantRange({ from: '2024-03-06', to: '2024-03-07' }, nepal);
    expect(range.fromInstant.toISOString()).toBe('2024-03-05T18:15:00.000Z');
    expect(range.toInstant.toISOString()).toBe('2024-03-07T18:15:00.000Z');
  });

  it('knows real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-30')).toBe(false);
    expect(isCalendarDay('2024-13-01')).toBe(false);
    expect(isCalendarDay('24-01-01')).toBe(false);
  });
});

describe('named periods', () => {
  const at = (period: Parameters<typeof resolvePeriod>[0], now = wednesdayLateUtc) =>
    resolvePeriod(period, {}, now, nepal);

  it('resolves each period at 23:59 local on a Wednesday', () => {
    expect(at('today')).toEqual({ from: '2024-03-06', to: '2024-03-06' });
    expect(at('yesterday')).toEqual({ from: '2024-03-05', to: '2024-03-05' });
    expect(at('thisWeek')).toEqual({ from: '2024-03-04', to: '2024-03-06' });
    expect(at('last7Days')).toEqual({ from: '2024-02-29', to: '2024-03-06' });
    expect(at('thisMonth')).toEqual({ from: '2024-03-01', to: '2024-03-06' });
    expect(at('lastMonth')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('moves to the next day one minute later', () => {
    expect(at('today', thursdayEarlyUtc)).toEqual({ from: '2024-03-07', to: '2024-03-07' });
    expect(at('yesterday', thursdayEarlyUtc)).toEqual({ from: '2024-03-06', to: '2024-03-06' });
  });

  it('starts the week on Monday, also on a Sunday and a Monday', () => {
    const sunday = Date.parse('2024-03-10T12:00:00Z');
    expect(at('thisWeek', sunday)).toEqual({ from: '2024-03-04', to: '2024-03-10' });
    const monday = Date.parse('2024-03-11T12:00:00Z');
    expect(at('thisWeek', monday)).toEqual({ from: '2024-03-11', to: '2024-03-11' });
  });

  it('takes last month across a year end', () => {
    expect(at('lastMonth', Date.parse('2024-01-15T00:00:00Z'))).toEqual({
      from: '2023-12-01',
      to: '2023-12-31',
    });
  });
});

describe('custom ranges', () => {
  it('accepts up to 93 days and refuses longer, reversed, missing or impossible ranges', () => {
    expect(daysInRange({ from: '2024-01-01', to: '2024-04-02' })).toBe(93);
    expect(checkDayRange({ from: '2024-01-01', to: '2024-04-02' })).toEqual({
      from: '2024-01-01',
      to: '2024-04-02',
    });
    expect(() => checkDayRange({ from: '2024-01-01', to: '2024-04-03' })).toThrow(
      expect.objectContaining({ code: 'validation_failed' }),
    );
    expect(() => checkDayRange({ from: '2024-03-02', to: '2024-03-01' })).toThrow();
    expect(() => checkDayRange({ from: '2024-02-30', to: '2024-03-01' })).toThrow();
    expect(() => resolvePeriod('custom', { from: '2024-03-01' }, wednesdayLateUtc, nepal)).toThrow();
    expect(resolvePeriod('custom', { from: '2024-03-01', to: '2024-03-01' }, 0, nepal)).toEqual({
      from: '2024-03-01',
      to: '2024-03-01',
    });
  });
});

describe('profit folding', () => {
  it('groups codes by ledger-codes profitGroup and leaves vendor moves and unknown codes out', () => {
    const { totals, days } = foldProfit([
      { day: '2024-03-07', code: 'bet', amountMinor: -1_000n },
      { day: '2024-03-07', code: 'win', amountMinor: 2_500n },
      { day: '2024-03-07', code: 'refund', amountMinor: 100n },
      { day: '2024-03-07', code: 'vendor_transfer_in', amountMinor: -999n },
      { day: '2024-03-06', code: 'deposit', amountMinor: 10_000n },
      { day: '2024-03-06', code: 'rebate', amountMinor: 50n },
      { day: '2024-03-06', code: 'bonus', amountMinor: 200n },
      { day: '2024-03-06', code: 'mystery_code', amountMinor: 7n },
    ]);
    expect(figuresOf(totals)).toEqual({
      deposits: '10000',
      withdrawals: '0',
      bets: '-900',
      wins: '2500',
      bonuses: '250',
      agentCommissions: '0',
      adjustments: '0',
      fees: '0',
      transfers: '0',
      gameResult: '1600',
      profit: '1850',
    });
    expect(days.map(([day]) => day)).toEqual(['2024-03-07', '2024-03-06']);
    expect(figuresOf(days[1]?.[1] ?? totals).profit).toBe('250');
  });

  it('keeps agent contract pay out of bonuses: an agent paying its downline has its own commissions line', () => {
    const { totals } = foldProfit([
      { day: '2024-03-07', code: 'bonus', amountMinor: 200n },
      // Received from its upline, then paid to its downline: commissions, never a negative bonus.
      { day: '2024-03-07', code: 'agent_dividend', amountMinor: 1_000n },
      { day: '2024-03-07', code: 'agent_salary', amountMinor: -1_300n },
    ]);
    const figures = figuresOf(totals);
    expect(figures.bonuses).toBe('200');
    expect(figures.agentCommissions).toBe('-300');
    // Still part of profit and loss: the commission paid is money the agent's wallet gave out.
    expect(figures.profit).toBe('-100');
  });
});

describe('vendor wallet account codes', () => {
  it('are lowercase', () => {
    expect(vendorAccountCode('42', 'PG_2')).toBe('member:42:vendor:pg_2');
  });
});
