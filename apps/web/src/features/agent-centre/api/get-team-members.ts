import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentTeamMembersResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export type TeamMembersFilter = {
  period: AgentPeriodQuery;
  page: number;
  pageSize: number;
  username?: string;
  directOnly?: boolean;
};

export function getTeamMembers(
  filter: TeamMembersFilter,
  signal?: AbortSignal,
): Promise<AgentTeamMembersResponse> {
  return apiGet<AgentTeamMembersResponse>(apiRoutes.agentTeamMembers.path, {
    query: {
      ...periodParams(filter.period),
      page: filter.page,
      pageSize: filter.pageSize,
      username: filter.username,
      directOnly: filter.directOnly === undefined ? undefined : String(filter.directOnly),
    },
    signal,
  });
}

/** One page of the team (search by account name, or the direct downline only), with period figures. */
export function useTeamMembers(filter: TeamMembersFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'agentTeamMembers', token, filter] as const,
    queryFn: ({ signal }) => getTeamMembers(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
