import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentTeamTransactionsResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export type TeamTransactionsFilter = {
  period: AgentPeriodQuery;
  page: number;
  pageSize: number;
  type?: 'deposit' | 'withdrawal';
  username?: string;
};

export function getTeamTransactions(
  filter: TeamTransactionsFilter,
  signal?: AbortSignal,
): Promise<AgentTeamTransactionsResponse> {
  return apiGet<AgentTeamTransactionsResponse>(apiRoutes.agentTeamTransactions.path, {
    query: {
      ...periodParams(filter.period),
      page: filter.page,
      pageSize: filter.pageSize,
      type: filter.type,
      username: filter.username,
    },
    signal,
  });
}

/** Team transactions: the team's deposits and withdrawals in the period. */
export function useTeamTransactions(filter: TeamTransactionsFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'agentTeamTransactions', token, filter] as const,
    queryFn: ({ signal }) => getTeamTransactions(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
