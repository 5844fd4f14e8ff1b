import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAffiliateApplication, AdminAffiliateApplicationList } from '../lib/agent-types';
import type { ApplicationFilter } from '../lib/application-filter';
import { agentsQueryKey } from './agents';

const applicationsQueryKey = [...agentsQueryKey, 'applications'] as const;

export function useAffiliateApplications(filter: ApplicationFilter) {
  return useQuery({
    queryKey: [...applicationsQueryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminAffiliateApplicationList>(adminApiRoutes.adminAffiliateApplicationList, {
        query: {
          status: filter.status || undefined,
          query: filter.query || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

export type ApplicationDecision = { id: string; action: 'approve' | 'reject'; reason: string };

/** A decision made elsewhere first comes back as an error; either way the queue and agents are read again. */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: ApplicationDecision) =>
      apiRequest<AdminAffiliateApplication>(
        action === 'approve'
          ? adminApiRoutes.adminAffiliateApplicationApprove
          : adminApiRoutes.adminAffiliateApplicationReject,
        { params: { id }, body: action === 'approve' && !reason ? {} : { reason } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}
