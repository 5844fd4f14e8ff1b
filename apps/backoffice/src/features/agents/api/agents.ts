import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AgentFlags } from '@gaming/contracts/agents';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AgentListFilter } from '../lib/agent-filter';
import type { AdminAgentDetail, AdminAgentList } from '../lib/agent-types';

/** Every agent query starts with this, so a promotion or a flag change refreshes lists, tree and detail. */
export const agentsQueryKey = ['agents'] as const;

export function listAgents(filter: AgentListFilter, signal?: AbortSignal) {
  return apiRequest<AdminAgentList>(adminApiRoutes.adminAgentList, {
    query: {
      query: filter.query || undefined,
      type: filter.type || undefined,
      topOnly: filter.topOnly ? 'true' : undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useAgentList(filter: AgentListFilter) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'list', filter],
    queryFn: ({ signal }) => listAgents(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export const agentDetailQueryKey = (memberId: string) => [...agentsQueryKey, 'detail', memberId] as const;

/** Any member: an agent, or a member staff may promote. */
export function useAgentDetail(memberId: string) {
  return useQuery({
    queryKey: agentDetailQueryKey(memberId),
    queryFn: ({ signal }) =>
      apiRequest<AdminAgentDetail>(adminApiRoutes.adminAgentDetail, { params: { memberId }, signal }),
    staleTime: 5_000,
  });
}

/** Both writes answer with the member as it is now; the lists and the tree are read again. */
function useAgentWrite<Input>(memberId: string, send: (input: Input) => Promise<AdminAgentDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => queryClient.setQueryData(agentDetailQueryKey(memberId), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}

export function useSetAgentFlags(memberId: string) {
  return useAgentWrite(memberId, (change: AgentFlags & { reason: string }) =>
    apiRequest<AdminAgentDetail>(adminApiRoutes.adminAgentFlagsUpdate, {
      params: { memberId },
      body: change,
    }),
  );
}

export function useChangeAgentType(memberId: string) {
  return useAgentWrite(memberId, (change: { type: 0 | 1 | 2 | 41 | 42; reason: string }) =>
    apiRequest<AdminAgentDetail>(adminApiRoutes.adminAgentTypeChange, {
      params: { memberId },
      body: change,
    }),
  );
}
