import { apiRoutes } from '@gaming/contracts/api-routes';
import type {
  LotteryBetsFilter,
  LotteryGameCode,
  LotteryMyBetsResponse,
} from '@gaming/contracts/lottery-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { lotteryBetsQueryRoot } from './query-roots';

export const betsPageSize = 10;

/** Open bets are read again this often, so a settled one moves to the settled list with its win. */
export const openBetsRefreshMs = 5_000;

/** The two lists the page shows; the server filters (lotteryMyBets status), so pages are full. */
export type BetsView = Extract<LotteryBetsFilter, 'open' | 'settled'>;

/** The query of one page of a list: the server picks the list's bets (never filtered here). */
export function lotteryBetsQuery(gameCode: LotteryGameCode, view: BetsView, page: number) {
  return { gameCode, status: view, page, pageSize: betsPageSize };
}

/** The member's bets of a game: open ones, or the settled ones (won, lost, refunded), newest first. */
export function useLotteryBets(gameCode: LotteryGameCode, view: BetsView, page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...lotteryBetsQueryRoot, token, gameCode, view, page],
    queryFn: ({ signal }) =>
      apiGet<LotteryMyBetsResponse>(apiRoutes.lotteryMyBets.path, {
        query: lotteryBetsQuery(gameCode, view, page),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: view === 'open' ? openBetsRefreshMs : false,
  });
}
