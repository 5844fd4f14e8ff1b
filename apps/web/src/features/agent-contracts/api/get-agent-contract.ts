import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentContractDetail } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export function getAgentContract(id: string, signal?: AbortSignal): Promise<AgentContractDetail> {
  return apiGet<AgentContractDetail>(
    apiRoutes.agentContractDetail.path.replace(':id', encodeURIComponent(id)),
    {
      signal,
    },
  );
}

/** One contract the agent gave, with its history and newest windows. */
export function useAgentContract(id: string | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...contractsQueryRoot, 'given-detail', token, id] as const,
    queryFn: ({ signal }) => getAgentContract(id ?? '', signal),
    enabled: token !== null && id !== null,
    staleTime: 15_000,
  });
}
