import { type MemberStatus, memberStatuses } from '../../../lib/admin-types';
import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

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
  return {
    query: readText(params, 'query', maximumQueryLength),
    status: readOneOf(params, 'status', memberStatuses),
    ...readPaging(params),
  };
}

/** The URL form of a search; defaults are left out so the plain list has a plain URL. */
export function memberSearchParams(search: MemberSearch): URLSearchParams {
  return writeFilterParams({ query: search.query, status: search.status }, search);
}

/** Member ids are decimal numbers (the server refuses anything else as a bad request). */
export function isMemberId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}
