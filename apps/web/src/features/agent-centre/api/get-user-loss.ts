import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentUserLossResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export type UserLossFilter = { period: AgentPeriodQuery; page: number; pageSize: number };

export function getUserLoss(filter: UserLossFilter, signal?: AbortSignal): Promise<AgentUserLossResponse> {
  return apiGet<AgentUserLossResponse>(apiRoutes.agentUserLoss.path, {
    query: { ...periodParams(filter.period), page: filter.page, pageSize: filter.pageSize },
    signal,
  });
}

/** User loss: the team members who lost in the period, the biggest loss first. */
export function useUserLoss(filter: UserLossFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'agentUserLoss', token, filter] as const,
    queryFn: ({ signal }) => getUserLoss(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
