import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminRaffle,
  AdminRaffleCreateBody,
  AdminRaffleResultsResponse,
  RaffleStatus,
} from '@gaming/contracts/reward-campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

export const rafflesQueryKey = ['reward-campaigns', 'raffles'] as const;

export type RaffleFilter = Paging & { status: RaffleStatus | '' };
type RaffleList = { raffles: AdminRaffle[]; pageInfo: { page: number; pageSize: number; total: number } };

export function useRaffles(filter: RaffleFilter) {
  return useQuery({
    queryKey: [...rafflesQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<RaffleList>(adminApiRoutes.adminRaffleList, {
        query: { status: filter.status || undefined, page: filter.page, pageSize: filter.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

/** A raffle with its winners and their claims (winners exist once it is drawn). */
export function useRaffleResults(id: string) {
  return useQuery({
    queryKey: [...rafflesQueryKey, 'results', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminRaffleResultsResponse>(adminApiRoutes.adminRaffleResults, { params: { id }, signal }),
    staleTime: 5_000,
  });
}

export function useCreateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRaffleCreateBody) =>
      apiRequest<AdminRaffle>(adminApiRoutes.adminRaffleCreate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rafflesQueryKey }),
  });
}
