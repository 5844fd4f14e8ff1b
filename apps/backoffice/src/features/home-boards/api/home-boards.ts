import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminHomeBoardsResponse } from '@gaming/contracts/jackpots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const homeBoardsQueryKey = ['home-boards'] as const;

export function getHomeBoards(signal?: AbortSignal): Promise<AdminHomeBoardsResponse> {
  return apiRequest<AdminHomeBoardsResponse>(adminApiRoutes.adminHomeBoards, { signal });
}

export function useHomeBoards() {
  return useQuery({ queryKey: homeBoardsQueryKey, queryFn: ({ signal }) => getHomeBoards(signal) });
}

export function useSetJackpotSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { vendorCode: string; seed: string }) =>
      apiRequest<AdminHomeBoardsResponse>(adminApiRoutes.adminJackpotSeedUpdate, {
        params: { vendorCode: input.vendorCode },
        body: { seed: input.seed },
      }),
    onSuccess: (boards) => queryClient.setQueryData(homeBoardsQueryKey, boards),
  });
}

export function useSetWinnerBoardMinimum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minimumWin: string) =>
      apiRequest<AdminHomeBoardsResponse>(adminApiRoutes.adminWinnerBoardUpdate, { body: { minimumWin } }),
    onSuccess: (boards) => queryClient.setQueryData(homeBoardsQueryKey, boards),
  });
}
