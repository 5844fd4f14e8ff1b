import { defaultPageSize, parsePage, parsePageSize } from '../../../lib/paging';

/** The server's limits on the filters. */
export const maximumActionLength = 64;
export const maximumTargetIdLength = 64;

export interface AuditFilter {
  action: string;
  targetId: string;
  page: number;
  pageSize: number;
}

export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  return {
    action: (params.get('action') ?? '').trim().slice(0, maximumActionLength),
    targetId: (params.get('targetId') ?? '').trim().slice(0, maximumTargetIdLength),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

export function auditFilterParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.targetId) params.set('targetId', filter.targetId);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== defaultPageSize) params.set('pageSize', String(filter.pageSize));
  return params;
}
