import { defaultPageSize, parsePage, parsePageSize } from './paging';

export interface Paging {
  page: number;
  pageSize: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as date inputs and the server write it, yyyy-MM-dd. */
export function isDay(value: string): boolean {
  return dayPattern.test(value);
}

/** A text filter from the address bar: trimmed and cut to what the server accepts; '' when absent. */
export function readText(params: URLSearchParams, name: string, maximumLength: number): string {
  return (params.get(name) ?? '').trim().slice(0, maximumLength);
}

/** A day filter from the address bar; '' when absent or not a yyyy-MM-dd day. */
export function readDay(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return isDay(value) ? value : '';
}

/** One of a fixed set of values from the address bar; null when absent or unknown. */
export function readOneOf<TValue extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly TValue[],
): TValue | null {
  const value = params.get(name);
  return (values as readonly (string | null)[]).includes(value) ? (value as TValue) : null;
}

/** The page and page size from the address bar, each falling back to the first page and default size. */
export function readPaging(params: URLSearchParams): Paging {
  return { page: parsePage(params.get('page')), pageSize: parsePageSize(params.get('pageSize')) };
}

/**
 * The address-bar form of a filter: empty values and the first page are left out; the page size too
 * when it is the default, unless the list keeps it in the address always (`pageSize: 'always'`).
 * Values are written in the order given.
 */
export function writeFilterParams(
  values: Record<string, string | null>,
  paging: Paging,
  options: { pageSize?: 'always' | 'unlessDefault' } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  if (paging.page > 1) params.set('page', String(paging.page));
  if (options.pageSize === 'always' || paging.pageSize !== defaultPageSize)
    params.set('pageSize', String(paging.pageSize));
  return params;
}
