import type { DepositStatus } from '@gaming/contracts/deposits';
import { depositStatuses } from '@gaming/contracts/deposits';
import { readDay, readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

export type DepositFilter = {
  status: DepositStatus | '';
  channelId: string;
  member: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
};

/** The queue's filter lives in the URL, so a link or a reload keeps it; nonsense falls back to defaults. */
export function parseDepositFilter(params: URLSearchParams): DepositFilter {
  const channelId = params.get('channelId') ?? '';
  return {
    // The queue opens on what waits for staff; `all` is how the address says "any status".
    status: params.get('status') === 'all' ? '' : (readOneOf(params, 'status', depositStatuses) ?? 'pending'),
    channelId: /^\d{1,18}$/.test(channelId) ? channelId : '',
    member: readText(params, 'member', 64),
    from: readDay(params, 'from'),
    to: readDay(params, 'to'),
    ...readPaging(params),
  };
}

export function depositFilterParams(filter: DepositFilter): URLSearchParams {
  const { channelId, member, from, to } = filter;
  return writeFilterParams({ status: filter.status || 'all', channelId, member, from, to }, filter, {
    pageSize: 'always',
  });
}
