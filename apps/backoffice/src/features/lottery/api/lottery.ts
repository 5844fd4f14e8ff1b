import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { LotteryGameCode } from '@gaming/contracts/lottery/lottery-games';
import type {
  AdminLotteryCancelResponse,
  AdminLotteryDrawBetsResponse,
  AdminLotteryDrawResponse,
  AdminLotteryDrawsResponse,
  AdminLotteryGamesResponse,
  AdminLotteryGameUpdateRequest,
} from '@gaming/contracts/lottery-admin';
import type { LotteryDrawStatus } from '@gaming/contracts/lottery-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const queryKey = ['lottery'] as const;

export function useLotteryGames() {
  return useQuery({
    queryKey: [...queryKey, 'games'],
    queryFn: ({ signal }) =>
      apiRequest<AdminLotteryGamesResponse>(adminApiRoutes.adminLotteryGames, { signal }),
  });
}

export function useUpdateLotteryGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { gameCode: LotteryGameCode; body: AdminLotteryGameUpdateRequest }) =>
      apiRequest<AdminLotteryGamesResponse>(adminApiRoutes.adminLotteryGameUpdate, {
        params: { gameCode: input.gameCode },
        body: input.body,
      }),
    onSuccess: (games) => queryClient.setQueryData([...queryKey, 'games'], games),
  });
}

export type LotteryDrawFilter = Paging & {
  gameCode: LotteryGameCode | '';
  status: LotteryDrawStatus | '';
  from: string;
  to: string;
};

export function useLotteryDraws(filter: LotteryDrawFilter) {
  return useQuery({
    queryKey: [...queryKey, 'draws', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminLotteryDrawsResponse>(adminApiRoutes.adminLotteryDraws, {
        query: {
          gameCode: filter.gameCode || undefined,
          status: filter.status || undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLotteryDraw(drawId: string) {
  return useQuery({
    queryKey: [...queryKey, 'draw', drawId],
    queryFn: ({ signal }) =>
      apiRequest<AdminLotteryDrawResponse>(adminApiRoutes.adminLotteryDraw, { params: { drawId }, signal }),
  });
}

export function useLotteryDrawBets(drawId: string, paging: Paging) {
  return useQuery({
    queryKey: [...queryKey, 'draw', drawId, 'bets', paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminLotteryDrawBetsResponse>(adminApiRoutes.adminLotteryDrawBets, {
        params: { drawId },
        query: { page: paging.page, pageSize: paging.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCancelLotteryDraw(drawId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<AdminLotteryCancelResponse>(adminApiRoutes.adminLotteryDrawCancel, {
        params: { drawId },
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
