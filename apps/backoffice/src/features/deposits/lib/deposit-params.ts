import type { DepositStatus } from '@gaming/contracts/deposits';
import { depositStatuses } from '@gaming/contracts/deposits';
import { parsePage, parsePageSize } from '../../../lib/paging';

export type DepositFilter = {
  status: DepositStatus | '';
  channelId: string;
  member: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The queue's filter lives in the URL, so a link or a reload keeps it; nonsense falls back to defaults. */
export function parseDepositFilter(params: URLSearchParams): DepositFilter {
  const status = params.get('status') ?? 'pending';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return dayPattern.test(value) ? value : '';
  };
  return {
    status:
      status === 'all'
        ? ''
        : (depositStatuses as readonly string[]).includes(status)
          ? (status as DepositStatus)
          : 'pending',
    channelId: /^\d{1,18}$/.test(params.get('channelId') ?? '') ? (params.get('channelId') as string) : '',
    member: (params.get('member') ?? '').trim().slice(0, 64),
    from: day('from'),
    to: day('to'),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

export function depositFilterParams(filter: DepositFilter): URLSearchParams {
  const params = new URLSearchParams();
  params.set('status', filter.status || 'all');
  if (filter.channelId) params.set('channelId', filter.channelId);
  if (filter.member) params.set('member', filter.member);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  params.set('pageSize', String(filter.pageSize));
  return params;
}
