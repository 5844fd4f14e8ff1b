import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentContractKind, AgentContractListResponse } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export type AgentContractsFilter = {
  kind?: AgentContractKind;
  status?: 'offered' | 'active' | 'rejected' | 'terminated' | 'superseded';
  holder?: string;
  page: number;
  pageSize: number;
};

export function getAgentContracts(
  filter: AgentContractsFilter,
  signal?: AbortSignal,
): Promise<AgentContractListResponse> {
  return apiGet<AgentContractListResponse>(apiRoutes.agentContractList.path, {
    query: {
      kind: filter.kind,
      status: filter.status,
      holder: filter.holder,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

/** The contracts the agent gave its direct downline, newest first. */
export function useAgentContracts(filter: AgentContractsFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...contractsQueryRoot, 'given', token, filter] as const,
    queryFn: ({ signal }) => getAgentContracts(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
