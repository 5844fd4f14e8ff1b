import type { JobRunFilter } from '@gaming/contracts/job-runs';
import { readOneOf, readPaging, writeFilterParams } from '../../../lib/url-filter';

/** Which runs the list shows (the contracts' enum; a unit test keeps them equal). */
export const jobRunFilters = ['failed', 'all'] as const satisfies readonly JobRunFilter[];

export interface JobRunListFilter {
  outcome: JobRunFilter;
  page: number;
  pageSize: number;
}

/** The list's filter from the address bar: failed runs unless it says all; anything invalid is dropped. */
export function parseJobRunFilter(params: URLSearchParams): JobRunListFilter {
  return { outcome: readOneOf(params, 'outcome', jobRunFilters) ?? 'failed', ...readPaging(params) };
}

/** The address-bar form of a filter: the default (failed runs, first page) is left out. */
export function jobRunFilterParams(filter: JobRunListFilter): URLSearchParams {
  return writeFilterParams({ outcome: filter.outcome === 'failed' ? null : filter.outcome }, filter);
}
