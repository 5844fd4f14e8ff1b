import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RankingBoardsResponse } from '@gaming/contracts/rankings';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useLoyaltyLanguage } from './loyalty-language';
import { loyaltyQueryRoot } from './query-roots';

export function getRankingBoards(
  language: 'EN' | 'NE',
  signal?: AbortSignal,
): Promise<RankingBoardsResponse> {
  return apiGet<RankingBoardsResponse>(apiRoutes.rankingBoards.path, { query: { language }, signal });
}

/** The active ranking boards: current standings (names masked) and the previous period's winners. */
export function useRankingBoards() {
  const language = useLoyaltyLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'rankings', language] as const,
    queryFn: ({ signal }) => getRankingBoards(language, signal),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}
