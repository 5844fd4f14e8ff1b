import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LotteryGameCode, LotteryResultsResponse } from '@gaming/contracts/lottery-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lotteryResultsQueryRoot } from './query-roots';

export const resultsPageSize = 5;

/** Results are read again this often (a fast game draws every minute). */
export const resultsRefreshMs = 15_000;

/** A game's drawn draws, newest first. */
export function useLotteryResults(gameCode: LotteryGameCode, page: number) {
  return useQuery({
    queryKey: [...lotteryResultsQueryRoot, gameCode, page],
    queryFn: ({ signal }) =>
      apiGet<LotteryResultsResponse>(apiRoutes.lotteryResults.path, {
        query: { gameCode, page, pageSize: resultsPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: resultsRefreshMs,
  });
}
