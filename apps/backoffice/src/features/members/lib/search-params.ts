import { type MemberStatus, memberStatuses } from '../../../lib/admin-types';
import { defaultPageSize, parsePage, parsePageSize } from '../../../lib/paging';

/** The server's limit on the search text. */
export const maximumQueryLength = 64;

export interface MemberSearch {
  query: string;
  status: MemberStatus | null;
  page: number;
  pageSize: number;
}

/** The search lives in the URL (?query=&status=&page=&pageSize=) so it survives a reload and a back. */
export function parseMemberSearch(params: URLSearchParams): MemberSearch {
  const status = params.get('status');
  return {
    query: (params.get('query') ?? '').trim().slice(0, maximumQueryLength),
    status: (memberStatuses as readonly string[]).includes(status ?? '') ? (status as MemberStatus) : null,
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

/** The URL form of a search; defaults are left out so the plain list has a plain URL. */
export function memberSearchParams(search: MemberSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.status) params.set('status', search.status);
  if (search.page > 1) params.set('page', String(search.page));
  if (search.pageSize !== defaultPageSize) params.set('pageSize', String(search.pageSize));
  return params;
}

/** Member ids are decimal numbers (the server refuses anything else as a bad request). */
export function isMemberId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}
