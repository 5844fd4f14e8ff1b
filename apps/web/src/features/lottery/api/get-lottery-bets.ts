import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LotteryBetStatus, LotteryGameCode, LotteryMyBetsResponse } from '@gaming/contracts/lottery-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { lotteryBetsQueryRoot } from './query-roots';

export const betsPageSize = 10;

/** Open bets are read again this often, so a settled one moves to the settled list with its win. */
export const openBetsRefreshMs = 5_000;

export type BetsView = 'open' | 'settled';

/** The member's bets of a game: open ones, or the settled ones (won, lost, refunded), newest first. */
export function useLotteryBets(gameCode: LotteryGameCode, view: BetsView, page: number) {
  const token = useSessionStore((state) => state.token);
  const status: LotteryBetStatus | undefined = view === 'open' ? 'open' : undefined;
  return useQuery({
    queryKey: [...lotteryBetsQueryRoot, token, gameCode, view, page],
    queryFn: ({ signal }) =>
      apiGet<LotteryMyBetsResponse>(apiRoutes.lotteryMyBets.path, {
        query: { gameCode, status, page, pageSize: betsPageSize },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: view === 'open' ? openBetsRefreshMs : false,
  });
}
