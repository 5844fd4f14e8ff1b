import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminJobRunRetryResponse } from '@gaming/contracts/job-runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobRunsQueryKey } from './list-job-runs';

export function retryJobRun(id: string) {
  return apiRequest<AdminJobRunRetryResponse>(adminApiRoutes.adminJobRunRetry, { params: { id } });
}

/** Runs a failed run's job again now; replies with the failed run, marked as retried. */
export function useRetryJobRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryJobRun(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobRunsQueryKey }),
  });
}
