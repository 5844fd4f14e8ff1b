import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { RankingBoardsResponse } from '@gaming/contracts/rankings';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { loyaltyQueryRoot } from './query-roots';

export function getRankingBoards(
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<RankingBoardsResponse> {
  return apiGet<RankingBoardsResponse>(apiRoutes.rankingBoards.path, { query: { language }, signal });
}

/** The active ranking boards: current standings (names masked) and the previous period's winners. */
export function useRankingBoards() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'rankings', language] as const,
    queryFn: ({ signal }) => getRankingBoards(language, signal),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
}
