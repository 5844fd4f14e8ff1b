import { type RoundStatus, roundStatuses } from '@gaming/contracts/betting-record-limits';
import { parsePage, parsePageSize } from '../../../lib/paging';

/** The server's limits on the text filters. */
export const maximumMemberLength = 64;
export const maximumExternalIdLength = 100;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
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

function day(value: string | null): string {
  return value && dayPattern.test(value) ? value : '';
}

function isStatus(value: string | null): value is RoundStatus {
  return (roundStatuses as readonly (string | null)[]).includes(value);
}

/** Our round ids are UUIDs: anything else typed there is not sent (the server would refuse it). */
export function isRoundId(value: string): boolean {
  return uuidPattern.test(value.trim());
}

/** The lookup's filters from the address bar, so a found round can be shared; anything invalid is dropped. */
export function parseRoundFilter(params: URLSearchParams): RoundFilter {
  const status = params.get('status');
  const roundId = (params.get('roundId') ?? '').trim();
  const vendor = (params.get('vendor') ?? '').trim();
  return {
    roundId: isRoundId(roundId) ? roundId.toLowerCase() : '',
    member: (params.get('member') ?? '').trim().slice(0, maximumMemberLength),
    vendor: vendorPattern.test(vendor) ? vendor.toUpperCase() : '',
    externalId: (params.get('externalId') ?? '').trim().slice(0, maximumExternalIdLength),
    status: isStatus(status) ? status : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

/** The address-bar form of a filter: empty values are left out. */
export function roundFilterParams(filter: RoundFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['roundId', 'member', 'vendor', 'externalId', 'status', 'from', 'to'] as const) {
    if (filter[key]) params.set(key, filter[key]);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
  return params;
}
