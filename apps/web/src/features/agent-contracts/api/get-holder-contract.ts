import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentContractKind, HolderContractResponse } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

/** Spec §7: one call per kind (dividendProcess, dailySalaryContract, hourlySalaryContract, realtimeSalaryContract). */
const holderRoutes = {
  dividend: apiRoutes.dividendProcess,
  daily: apiRoutes.dailySalaryContract,
  hourly: apiRoutes.hourlySalaryContract,
  realtime: apiRoutes.realtimeSalaryContract,
} as const satisfies Record<AgentContractKind, { path: string }>;

export function getHolderContract(
  kind: AgentContractKind,
  signal?: AbortSignal,
): Promise<HolderContractResponse> {
  return apiGet<HolderContractResponse>(holderRoutes[kind].path, { signal });
}

export function holderContractQueryKey(kind: AgentContractKind, token: string | null) {
  return [...contractsQueryRoot, 'holder', kind, token] as const;
}

/** The caller's own contract of a kind: the offer waiting for an answer, the active one, past ones. */
export function useHolderContract(kind: AgentContractKind, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: holderContractQueryKey(kind, token),
    queryFn: ({ signal }) => getHolderContract(kind, signal),
    enabled: enabled && token !== null,
    // A settlement may have paid a window since: each page that shows the contract reads it afresh.
    staleTime: 0,
  });
}
