import { affiliateApplicationStatuses } from '@gaming/contracts/agents';
import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

export type ApplicationStatus = (typeof affiliateApplicationStatuses)[number];

export interface ApplicationFilter {
  /** '' = every status. The queue opens on the pending ones, which are the work to do. */
  status: ApplicationStatus | '';
  query: string;
  page: number;
  pageSize: number;
}

export function parseApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const status = params.get('status');
  return {
    status: status === 'all' ? '' : (readOneOf(params, 'status', affiliateApplicationStatuses) ?? 'pending'),
    query: readText(params, 'query', 64),
    ...readPaging(params),
  };
}

/** "All" is written out, since an absent status means the pending queue. */
export function applicationFilterParams(filter: ApplicationFilter): URLSearchParams {
  return writeFilterParams(
    { status: filter.status === 'pending' ? '' : filter.status || 'all', query: filter.query },
    filter,
  );
}
