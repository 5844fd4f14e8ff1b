import type { AdjustmentStatus } from '@gaming/contracts/adjustments';
import { defaultPageSize, parsePage, parsePageSize } from '../../../lib/paging';
import { adjustmentStatuses } from './adjustment-values';

/** The server's limit on the name filters. */
export const maximumNameLength = 64;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export interface AdjustmentFilter {
  status: AdjustmentStatus | '';
  memberAccount: string;
  requestedBy: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

function day(value: string | null): string {
  return value && dayPattern.test(value) ? value : '';
}

function isStatus(value: string | null): value is AdjustmentStatus {
  return (adjustmentStatuses as readonly (string | null)[]).includes(value);
}

/** Reads the list's filters from the address bar; anything the server would refuse is dropped. */
export function parseAdjustmentFilter(params: URLSearchParams): AdjustmentFilter {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : '',
    memberAccount: (params.get('member') ?? '').trim().slice(0, maximumNameLength),
    requestedBy: (params.get('requestedBy') ?? '').trim().slice(0, maximumNameLength),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

export function adjustmentFilterParams(filter: AdjustmentFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.memberAccount) params.set('member', filter.memberAccount);
  if (filter.requestedBy) params.set('requestedBy', filter.requestedBy);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== defaultPageSize) params.set('pageSize', String(filter.pageSize));
  return params;
}
