import type { VendorMoveRecoveryFilter } from '@gaming/contracts/vendor-wallet-moves';
import { readOneOf, readPaging, writeFilterParams } from '../../../lib/url-filter';

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
  return {
    vendor: normalizeVendor(params.get('vendor') ?? ''),
    recovery: readOneOf(params, 'recovery', recoveryFilters) ?? '',
    ...readPaging(params),
  };
}

/** The address-bar form of a filter: empty values are left out. */
export function vendorMoveFilterParams(filter: VendorMoveFilter): URLSearchParams {
  const { vendor, recovery } = filter;
  return writeFilterParams({ vendor, recovery }, filter, { pageSize: 'always' });
}
