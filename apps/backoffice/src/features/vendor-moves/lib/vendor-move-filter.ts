import type { VendorMoveRecoveryFilter } from '@gaming/contracts/vendor-wallet-moves';
import { parsePage, parsePageSize } from '../../../lib/paging';

/** The recovery filter's values (the contracts' enum; a unit test keeps them equal). */
export const recoveryFilters = [
  'retrying',
  'given_up',
] as const satisfies readonly VendorMoveRecoveryFilter[];

/** Vendor codes as the catalogue spells them (the server refuses anything else). */
const vendorPattern = /^[A-Z0-9_]{2,16}$/;
export const maximumVendorLength = 16;

export interface VendorMoveFilter {
  vendor: string;
  recovery: VendorMoveRecoveryFilter | '';
  page: number;
  pageSize: number;
}

function isRecovery(value: string | null): value is VendorMoveRecoveryFilter {
  return (recoveryFilters as readonly (string | null)[]).includes(value);
}

/** A typed vendor code as the server wants it: trimmed, upper case; '' when it cannot be one. */
export function normalizeVendor(value: string): string {
  const vendor = value.trim().toUpperCase();
  return vendorPattern.test(vendor) ? vendor : '';
}

/** True when the typed text is empty or could be a vendor code, so the form can say what is wrong. */
export function isVendorInput(value: string): boolean {
  return value.trim() === '' || normalizeVendor(value) !== '';
}

/** The list's filters from the address bar, so a filtered list can be shared; anything invalid is dropped. */
export function parseVendorMoveFilter(params: URLSearchParams): VendorMoveFilter {
  const recovery = params.get('recovery');
  return {
    vendor: normalizeVendor(params.get('vendor') ?? ''),
    recovery: isRecovery(recovery) ? recovery : '',
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

/** The address-bar form of a filter: empty values are left out. */
export function vendorMoveFilterParams(filter: VendorMoveFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.vendor) params.set('vendor', filter.vendor);
  if (filter.recovery) params.set('recovery', filter.recovery);
  if (filter.page > 1) params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
  return params;
}
