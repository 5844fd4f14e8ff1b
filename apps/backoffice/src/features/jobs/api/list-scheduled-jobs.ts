import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminScheduledJobListResponse } from '@gaming/contracts/job-runs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every scheduled-job query starts with this, so a run now refreshes the list at once. */
export const scheduledJobsQueryKey = ['scheduled-jobs'] as const;

export function listScheduledJobs(signal?: AbortSignal) {
  return apiRequest<AdminScheduledJobListResponse>(adminApiRoutes.adminScheduledJobList, { signal });
}

/** A run waits or runs for seconds: the list refreshes while it is on screen, so its button comes back. */
export function useScheduledJobList() {
  return useQuery({
    queryKey: [...scheduledJobsQueryKey, 'list'],
    queryFn: ({ signal }) => listScheduledJobs(signal),
    staleTime: 2_000,
    refetchInterval: 5_000,
  });
}
