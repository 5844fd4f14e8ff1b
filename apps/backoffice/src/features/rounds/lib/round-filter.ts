import { type RoundStatus, roundStatuses } from '@gaming/contracts/betting-record-limits';
import { readDay, readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

/** The server's limits on the text filters. */
export const maximumMemberLength = 64;
export const maximumExternalIdLength = 100;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const vendorPattern = /^[A-Za-z0-9_-]{1,40}$/;

export interface RoundFilter {
  roundId: string;
  member: string;
  vendor: string;
  externalId: string;
  status: RoundStatus | '';
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** Our round ids are UUIDs: anything else typed there is not sent (the server would refuse it). */
export function isRoundId(value: string): boolean {
  return uuidPattern.test(value.trim());
}

/** The lookup's filters from the address bar, so a found round can be shared; anything invalid is dropped. */
export function parseRoundFilter(params: URLSearchParams): RoundFilter {
  const roundId = (params.get('roundId') ?? '').trim();
  const vendor = (params.get('vendor') ?? '').trim();
  return {
    roundId: isRoundId(roundId) ? roundId.toLowerCase() : '',
    member: readText(params, 'member', maximumMemberLength),
    vendor: vendorPattern.test(vendor) ? vendor.toUpperCase() : '',
    externalId: readText(params, 'externalId', maximumExternalIdLength),
    status: readOneOf(params, 'status', roundStatuses) ?? '',
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    ...readPaging(params),
  };
}

/** The address-bar form of a filter: empty values are left out. */
export function roundFilterParams(filter: RoundFilter): URLSearchParams {
  const { page: _page, pageSize: _pageSize, ...values } = filter;
  return writeFilterParams(values, filter, { pageSize: 'always' });
}
