import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminJobRunListResponse } from '@gaming/contracts/job-runs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { JobRunListFilter } from '../lib/job-run-filter';

/** Every job-run query starts with this, so a retry refreshes the list at once. */
export const jobRunsQueryKey = ['job-runs'] as const;

export function listJobRuns(filter: JobRunListFilter, signal?: AbortSignal) {
  return apiRequest<AdminJobRunListResponse>(adminApiRoutes.adminJobRunList, {
    query: { outcome: filter.outcome, page: filter.page, pageSize: filter.pageSize },
    signal,
  });
}

/** Jobs run in the background: the list refreshes while it is on screen. */
export function useJobRunList(filter: JobRunListFilter) {
  return useQuery({
    queryKey: [...jobRunsQueryKey, 'list', filter],
    queryFn: ({ signal }) => listJobRuns(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}
