import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminScheduledJobRunResponse } from '@gaming/contracts/job-runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobRunsQueryKey } from './list-job-runs';
import { scheduledJobsQueryKey } from './list-scheduled-jobs';

export function runScheduledJob(name: string) {
  return apiRequest<AdminScheduledJobRunResponse>(adminApiRoutes.adminScheduledJobRun, {
    params: { name },
  });
}

/** Runs a scheduled job now, outside its schedule; refused while a run of it waits or runs. */
export function useRunScheduledJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => runScheduledJob(name),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduledJobsQueryKey }),
        queryClient.invalidateQueries({ queryKey: jobRunsQueryKey }),
      ]),
  });
}
