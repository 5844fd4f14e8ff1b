import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminAgentTreeChildren, AdminAgentTreePath } from '../lib/agent-types';
import { agentsQueryKey } from './agents';

/** One page of a member's direct downline; asked for only when that node is opened. */
export function useTreeChildren(
  memberId: string,
  paging: { page: number; pageSize: number; agentsOnly: boolean },
  enabled = true,
) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'tree', memberId, paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminAgentTreeChildren>(adminApiRoutes.adminAgentTreeChildren, {
        params: { memberId },
        query: {
          page: paging.page,
          pageSize: paging.pageSize,
          agentsOnly: paging.agentsOnly ? 'true' : undefined,
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** From the top of the chain down to the member (the breadcrumb). */
export function useTreePath(memberId: string) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'tree-path', memberId],
    queryFn: ({ signal }) =>
      apiRequest<AdminAgentTreePath>(adminApiRoutes.adminAgentTreePath, { params: { memberId }, signal }),
    staleTime: 30_000,
  });
}
