import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ContractFilter } from '../lib/contract-filter';
import type {
  AgentContract,
  AgentContractDetail,
  AgentContractListResponse,
  AgentContractTerms,
  ContractTerminationPreview,
  TopAgentList,
} from '../lib/contract-types';

/** Every contract query starts with this, so an offer or a termination refreshes the list and the detail. */
export const contractsQueryKey = ['agent-contracts'] as const;

export function useContractList(filter: ContractFilter) {
  return useQuery({
    queryKey: [...contractsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AgentContractListResponse>(adminApiRoutes.adminAgentContractList, {
        query: {
          memberId: filter.member || undefined,
          holder: filter.holder || undefined,
          kind: filter.kind || undefined,
          status: filter.status || undefined,
          offeredBy: filter.offeredBy || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export const contractDetailQueryKey = (id: string) => [...contractsQueryKey, 'detail', id] as const;

export function useContractDetail(id: string) {
  return useQuery({
    queryKey: contractDetailQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AgentContractDetail>(adminApiRoutes.adminAgentContractDetail, { params: { id }, signal }),
    staleTime: 5_000,
  });
}

/**
 * The house's offer to the top of a chain. When it would end downline contracts with higher terms the
 * server answers contract_conflict with them; the same offer with confirm=true goes ahead.
 */
export function useHouseOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: { holderMemberId: string; terms: AgentContractTerms; confirm: boolean }) =>
      apiRequest<AgentContract>(adminApiRoutes.adminAgentContractOffer, { body: offer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsQueryKey }),
  });
}

export function useTerminateContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<AgentContractDetail>(adminApiRoutes.adminAgentContractTerminate, {
        params: { id },
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsQueryKey }),
  });
}

/**
 * How many contracts further down the team terminating this one also ends, read when the dialog opens
 * (never a stale count); only an active contract ends anything below it.
 */
export function useTerminationPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...contractsQueryKey, 'termination-preview', id],
    queryFn: ({ signal }) =>
      apiRequest<ContractTerminationPreview>(adminApiRoutes.adminAgentContractTerminationPreview, {
        params: { id },
        signal,
      }),
    enabled,
    staleTime: 0,
  });
}

/** Tops of chains by account (the house offers contracts only to them). */
export function useTopAgents(query: string, enabled: boolean) {
  return useQuery({
    queryKey: [...contractsQueryKey, 'tops', query],
    queryFn: ({ signal }) =>
      apiRequest<TopAgentList>(adminApiRoutes.adminAgentList, {
        query: { query: query || undefined, topOnly: 'true', page: 1, pageSize: 10 },
        signal,
      }),
    enabled,
    staleTime: 15_000,
  });
}
