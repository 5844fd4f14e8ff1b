import { vendorMoveRecoveryFilters } from '@gaming/contracts/vendor-wallet-moves';
import { describe, expect, it } from 'vitest';
import {
  isVendorInput,
  normalizeVendor,
  parseVendorMoveFilter,
  recoveryFilters,
  vendorMoveFilterParams,
} from './vendor-move-filter';

describe('vendor move filter', () => {
  it('offers the recovery filters the server accepts', () => {
    expect(recoveryFilters).toEqual(vendorMoveRecoveryFilters);
  });

  it('reads the address bar and drops what the server would refuse', () => {
    expect(
      parseVendorMoveFilter(new URLSearchParams('vendor=pg&recovery=given_up&page=3&pageSize=50')),
    ).toEqual({ vendor: 'PG', recovery: 'given_up', page: 3, pageSize: 50 });
    expect(
      parseVendorMoveFilter(new URLSearchParams('vendor=p%20g&recovery=maybe&page=-1&pageSize=101')),
    ).toEqual({ vendor: '', recovery: '', page: 1, pageSize: 20 });
  });

  it('writes only the values set, and reads back what it wrote', () => {
    const filter = { vendor: 'JDB', recovery: 'retrying' as const, page: 2, pageSize: 100 };
    const params = vendorMoveFilterParams(filter);
    expect(params.toString()).toBe('vendor=JDB&recovery=retrying&page=2&pageSize=100');
    expect(parseVendorMoveFilter(params)).toEqual(filter);
    expect(vendorMoveFilterParams({ vendor: '', recovery: '', page: 1, pageSize: 20 }).toString()).toBe(
      'pageSize=20',
    );
  });

  it('takes a typed vendor code in any case, and says when text cannot be one', () => {
    expect(normalizeVendor(' jdb ')).toBe('JDB');
    expect(normalizeVendor('P')).toBe('');
    expect(isVendorInput('')).toBe(true);
    expect(isVendorInput('pg')).toBe(true);
    expect(isVendorInput('p-g')).toBe(false);
  });
});
