import { describe, expect, it } from 'vitest';
import { adjustmentFilterParams, parseAdjustmentFilter } from './adjustment-filter';

describe('adjustment list filters', () => {
  it('reads what the server accepts and drops the rest', () => {
    const filter = parseAdjustmentFilter(
      new URLSearchParams('status=bogus&member=%20alice%20&from=2024-01-01&to=yesterday&page=-3&pageSize=7'),
    );
    expect(filter).toEqual({
      status: '',
      memberAccount: 'alice',
      requestedBy: '',
      from: '2024-01-01',
      to: '',
      page: 1,
      pageSize: 20,
    });
  });

  it('round-trips through the address bar, leaving defaults out', () => {
    const filter = parseAdjustmentFilter(
      new URLSearchParams('status=pending_approval&requestedBy=bob&page=2&pageSize=50'),
    );
    expect(adjustmentFilterParams(filter).toString()).toBe(
      'status=pending_approval&requestedBy=bob&page=2&pageSize=50',
    );
    expect(
      adjustmentFilterParams({ ...filter, status: '', requestedBy: '', page: 1, pageSize: 20 }).toString(),
    ).toBe('');
  });
});
