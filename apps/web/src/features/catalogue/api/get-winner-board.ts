import { apiRoutes } from '@gaming/contracts/api-routes';
import type { WinnerBoardResponse } from '@gaming/contracts/catalogue';
import { winnerBoardLimit } from '@gaming/contracts/game-limits';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Spec §7 winner board: gameCategory ALL, limit 20; `biggest` feeds the biggest-wins board. */
export function useWinnerBoard(kind: 'latest' | 'biggest', language: LanguageCode) {
  return useQuery({
    queryKey: ['winner-board', kind, language],
    queryFn: ({ signal }) =>
      apiGet<WinnerBoardResponse>(apiRoutes.winnerBoard.path, {
        query: { gameCategory: 'ALL', kind, limit: winnerBoardLimit, language },
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
