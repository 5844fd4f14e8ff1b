import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminRoundDetail, AdminRoundListResponse } from '@gaming/contracts/betting-records';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RoundFilter } from '../lib/round-filter';

export const roundsQueryKey = ['rounds'] as const;

export function listRounds(filter: RoundFilter, signal?: AbortSignal) {
  return apiRequest<AdminRoundListResponse>(adminApiRoutes.adminRoundList, {
    query: {
      roundId: filter.roundId || undefined,
      member: filter.member || undefined,
      vendor: filter.vendor || undefined,
      externalId: filter.externalId || undefined,
      status: filter.status || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useRoundList(filter: RoundFilter) {
  return useQuery({
    queryKey: [...roundsQueryKey, 'list', filter],
    queryFn: ({ signal }) => listRounds(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function getRound(id: string, signal?: AbortSignal) {
  return apiRequest<AdminRoundDetail>(adminApiRoutes.adminRoundDetail, { params: { id }, signal });
}

/** A round still open gets more callbacks; the detail refreshes while it is on screen. */
export function useRoundDetail(id: string) {
  return useQuery({
    queryKey: [...roundsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getRound(id, signal),
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.round.status === 'open' ? 10_000 : false),
  });
}
