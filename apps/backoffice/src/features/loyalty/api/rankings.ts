import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminRankingBoard,
  AdminRankingBoardBody,
  AdminRankingBoardListResponse,
  AdminRankingResultsResponse,
  RankingSettings,
  RankingStatus,
} from '@gaming/contracts/rankings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const rankingsQueryKey = ['loyalty', 'rankings'] as const;

export type RankingBoardFilter = Paging & { status: RankingStatus | '' };

export function useRankingBoards(filter: RankingBoardFilter) {
  return useQuery({
    queryKey: [...rankingsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminRankingBoardListResponse>(adminApiRoutes.adminRankingBoardList, {
        query: { status: filter.status || undefined, page: filter.page, pageSize: filter.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useSaveRankingBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminRankingBoardBody }) =>
      id === null
        ? apiRequest<AdminRankingBoard>(adminApiRoutes.adminRankingBoardCreate, { body })
        : apiRequest<AdminRankingBoard>(adminApiRoutes.adminRankingBoardUpdate, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rankingsQueryKey }),
  });
}

/** A board's frozen periods, newest first, each rank with its prize and whether it is paid. */
export function useRankingResults(id: string, paging: Paging) {
  return useQuery({
    queryKey: [...rankingsQueryKey, 'results', id, paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminRankingResultsResponse>(adminApiRoutes.adminRankingResults, {
        params: { id },
        query: { page: paging.page, pageSize: paging.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const rankingSettingsQueryKey = [...rankingsQueryKey, 'settings'] as const;

/** How long after a period ends its standings are frozen and paid (late settlements count until then). */
export function useRankingSettings() {
  return useQuery({
    queryKey: rankingSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<RankingSettings>(adminApiRoutes.adminRankingSettings, { signal }),
  });
}

export function useSaveRankingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RankingSettings) =>
      apiRequest<RankingSettings>(adminApiRoutes.adminRankingSettingsUpdate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rankingSettingsQueryKey }),
  });
}
