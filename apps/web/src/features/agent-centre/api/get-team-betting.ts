import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentTeamBettingResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export type TeamBettingFilter = {
  period: AgentPeriodQuery;
  page: number;
  pageSize: number;
  username?: string;
};

export function getTeamBetting(
  filter: TeamBettingFilter,
  signal?: AbortSignal,
): Promise<AgentTeamBettingResponse> {
  return apiGet<AgentTeamBettingResponse>(apiRoutes.agentTeamBetting.path, {
    query: {
      ...periodParams(filter.period),
      page: filter.page,
      pageSize: filter.pageSize,
      username: filter.username,
    },
    signal,
  });
}

/** Team betting: one row per member with settled rounds in the period; totals over all pages. */
export function useTeamBetting(filter: TeamBettingFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'agentTeamBetting', token, filter] as const,
    queryFn: ({ signal }) => getTeamBetting(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
