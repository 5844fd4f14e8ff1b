import { apiRoutes } from '@gaming/contracts/api-routes';
import type { GameCategoryCode, GamesPage } from '@gaming/contracts/catalogue';
import { type GameFilter, gamesPageSize } from '@gaming/contracts/game-limits';
import type { LanguageCode } from '@gaming/contracts/languages';
import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface GamesCriteria {
  gameType?: GameCategoryCode | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  filter: GameFilter;
  search: string;
  language: LanguageCode;
}

export function getGames(criteria: GamesCriteria, pageNo: number, signal?: AbortSignal): Promise<GamesPage> {
  return apiGet<GamesPage>(apiRoutes.games.path, {
    query: {
      gameType: criteria.gameType,
      vassalage: criteria.vassalage,
      gameClassify: criteria.gameClassify,
      filter: criteria.filter,
      search: criteria.search || undefined,
      pageNo,
      pageSize: gamesPageSize,
      language: criteria.language,
    },
    signal,
  });
}

/** FAV and RECENT pages belong to the logged-in member: their keys start with 'favourites' / 'recent-games'. */
export function gamesQueryKey(criteria: GamesCriteria) {
  const scope =
    criteria.filter === 'FAV' ? 'favourites' : criteria.filter === 'RECENT' ? 'recent-games' : 'games';
  return [
    scope,
    'page',
    criteria.gameType ?? '',
    criteria.vassalage ?? '',
    criteria.gameClassify ?? '',
    criteria.filter,
    criteria.search,
    criteria.language,
  ] as const;
}

function gamesQueryOptions(criteria: GamesCriteria) {
  return {
    queryKey: gamesQueryKey(criteria),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      getGames(criteria, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GamesPage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    staleTime: 60_000,
  };
}

/** Pages of 20 (spec §9), appended by "load more". */
export function useGames(criteria: GamesCriteria, enabled = true) {
  return useInfiniteQuery({ ...gamesQueryOptions(criteria), enabled });
}

/** Spec §2: home preloads the first page of a few vendors so their list opens at once. */
export function prefetchGames(queryClient: QueryClient, criteria: GamesCriteria): Promise<void> {
  return queryClient.prefetchInfiniteQuery(gamesQueryOptions(criteria));
}
