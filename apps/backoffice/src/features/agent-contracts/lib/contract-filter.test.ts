import { describe, expect, it } from 'vitest';
import {
  brandDayStart,
  parseContractFilter,
  parseSettlementFilter,
  settlementFilterParams,
} from './contract-filter';
import { parseWindowFilter, windowFilterParams } from './window-filter';

describe('settlement filters', () => {
  it("reads a brand day as the instant it starts in the brand's offset; 'to' runs to the next day's start", () => {
    expect(brandDayStart('2026-01-05', 345)).toBe('2026-01-04T18:15:00.000Z');
    expect(brandDayStart('2026-01-05', 345, 1)).toBe('2026-01-05T18:15:00.000Z');
    expect(brandDayStart('2026-12-31', -300, 1)).toBe('2027-01-01T05:00:00.000Z');
    expect(brandDayStart('', 345)).toBeNull();
    expect(brandDayStart('2026-1-5', 345)).toBeNull();
  });

  it('keeps only known kinds and real days in the address', () => {
    const filter = parseSettlementFilter(new URLSearchParams('kind=hourly&from=2026-01-01&to=yesterday'));
    expect(filter).toMatchObject({ kind: 'hourly', from: '2026-01-01', to: '' });
    expect(settlementFilterParams(filter).toString()).toBe('kind=hourly&from=2026-01-01');
    expect(parseSettlementFilter(new URLSearchParams('kind=weekly')).kind).toBe('');
  });

  it('opens a run only with a kind and a readable window start', () => {
    expect(parseWindowFilter(new URLSearchParams('kind=realtime'))).toBeNull();
    expect(
      parseWindowFilter(new URLSearchParams('kind=monthly&windowStart=2026-01-01T00:00:00.000Z')),
    ).toBeNull();
    const filter = parseWindowFilter(
      new URLSearchParams('kind=realtime&windowStart=2026-01-01T00:05:00.000Z&status=pending_funds'),
    );
    expect(filter).toMatchObject({ kind: 'realtime', status: 'pending_funds', page: 1 });
    if (filter)
      expect(windowFilterParams({ ...filter, page: 2 }).get('windowStart')).toBe('2026-01-01T00:05:00.000Z');
  });
});

describe('contract filter', () => {
  it('takes a member id only when it is one', () => {
    expect(parseContractFilter(new URLSearchParams('member=12&offeredBy=house')).member).toBe('12');
    expect(parseContractFilter(new URLSearchParams('member=abc')).member).toBe('');
    expect(parseContractFilter(new URLSearchParams('offeredBy=someone')).offeredBy).toBe('');
  });
});
