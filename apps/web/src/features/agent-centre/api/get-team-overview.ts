import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentTeamOverviewResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export function getTeamOverview(
  period: AgentPeriodQuery,
  signal?: AbortSignal,
): Promise<AgentTeamOverviewResponse> {
  return apiGet<AgentTeamOverviewResponse>(apiRoutes.agentTeamOverview.path, {
    query: periodParams(period),
    signal,
  });
}

/** The team overview of a period: size, new and active members, money in and out, play and income. */
export function useTeamOverview(period: AgentPeriodQuery, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'overview', token, period] as const,
    queryFn: ({ signal }) => getTeamOverview(period, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
