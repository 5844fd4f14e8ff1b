import { readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

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
    action: readText(params, 'action', maximumActionLength),
    targetId: readText(params, 'targetId', maximumTargetIdLength),
    ...readPaging(params),
  };
}

export function auditFilterParams(filter: AuditFilter): URLSearchParams {
  return writeFilterParams({ action: filter.action, targetId: filter.targetId }, filter);
}
