import { withdrawalQueueFilters } from '@gaming/contracts/withdrawals';
import { parsePage, parsePageSize } from '../../../lib/paging';

export type QueueStatus = (typeof withdrawalQueueFilters)[number];

/** The server's limit on the member filter. */
export const maximumMemberLength = 64;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export interface WithdrawalQueueFilter {
  status: QueueStatus | '';
  member: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

function day(value: string | null): string {
  return value && dayPattern.test(value) ? value : '';
}

function isStatus(value: string | null): value is QueueStatus {
  return (withdrawalQueueFilters as readonly (string | null)[]).includes(value);
}

/** The queue's filters from the address bar (so a filtered queue can be shared); anything invalid is dropped. */
export function parseQueueFilter(params: URLSearchParams): WithdrawalQueueFilter {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : '',
    member: (params.get('member') ?? '').trim().slice(0, maximumMemberLength),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

/** The address-bar form of a filter: empty values are left out. */
export function queueFilterParams(filter: WithdrawalQueueFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.member) params.set('member', filter.member);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
  return params;
}
