import { withdrawalQueueFilters } from '@gaming/contracts/withdrawals';
import { readDay, readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

export type QueueStatus = (typeof withdrawalQueueFilters)[number];

/** The server's limit on the member filter. */
export const maximumMemberLength = 64;

export interface WithdrawalQueueFilter {
  status: QueueStatus | '';
  member: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** The queue's filters from the address bar (so a filtered queue can be shared); anything invalid is dropped. */
export function parseQueueFilter(params: URLSearchParams): WithdrawalQueueFilter {
  return {
    status: readOneOf(params, 'status', withdrawalQueueFilters) ?? '',
    member: readText(params, 'member', maximumMemberLength),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    ...readPaging(params),
  };
}

/** The address-bar form of a filter: empty values are left out. */
export function queueFilterParams(filter: WithdrawalQueueFilter): URLSearchParams {
  const { status, member, from, to } = filter;
  return writeFilterParams({ status, member, from, to }, filter, { pageSize: 'always' });
}
