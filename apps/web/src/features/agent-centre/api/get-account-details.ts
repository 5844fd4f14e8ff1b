import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentAccountDetailsResponse } from '../lib/agent-types';
import { agentReportsQueryRoot } from './agent-query';

export type AccountDetailsFilter = {
  from: string;
  to: string;
  type?: string;
  page: number;
  pageSize: number;
};

export function getAccountDetails(
  filter: AccountDetailsFilter,
  signal?: AbortSignal,
): Promise<AgentAccountDetailsResponse> {
  return apiGet<AgentAccountDetailsResponse>(apiRoutes.agentAccountDetails.path, {
    query: {
      from: filter.from,
      to: filter.to,
      type: filter.type,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

/** The agent's own account record over brand-local days: salaries and dividends in, transfers, play. */
export function useAccountDetails(filter: AccountDetailsFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'account-details', token, filter] as const,
    queryFn: ({ signal }) => getAccountDetails(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
