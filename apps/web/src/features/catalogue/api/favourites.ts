import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FavouriteIdsResponse, Game, GamesPage } from '@gaming/contracts/catalogue';
import { favouritesPageSize } from '@gaming/contracts/game-limits';
import type { LanguageCode } from '@gaming/contracts/languages';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** Every favourites query key starts with 'favourites'; they are the member's own. */
export const favouriteIdsQueryKey = ['favourites', 'ids'] as const;

export function useFavouriteIds(enabled: boolean) {
  return useQuery({
    queryKey: favouriteIdsQueryKey,
    queryFn: ({ signal }) => apiGet<FavouriteIdsResponse>(apiRoutes.favouriteIds.path, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The favourites page (spec §3: content, pageNum, totalPages; page size 999; load more appends). */
export function useFavouriteList(language: LanguageCode, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['favourites', 'list', language],
    queryFn: ({ pageParam, signal }) =>
      apiGet<GamesPage>(apiRoutes.favouriteList.path, {
        query: { pageNo: pageParam, pageSize: favouritesPageSize, language },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled,
  });
}

export function addFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) {
  return apiRequest<FavouriteIdsResponse>('POST', apiRoutes.favouriteAdd.path, {
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}

export function removeFavourite(nodeId: string) {
  return apiRequest<FavouriteIdsResponse>(
    'DELETE',
    apiRoutes.favouriteRemove.path.replace(':nodeId', encodeURIComponent(nodeId)),
  );
}

/** Spec §4: a removal shows at once, before the server answers: drop the game from every cached list. */
export function removeFavouriteLocally(queryClient: QueryClient, nodeId: string): void {
  queryClient.setQueryData<FavouriteIdsResponse>(favouriteIdsQueryKey, (current) =>
    current ? { ids: current.ids.filter((id) => id !== nodeId) } : current,
  );
  queryClient.setQueriesData<InfiniteData<GamesPage>>({ queryKey: ['favourites'] }, (current) => {
    if (!current || !('pages' in current)) return current;
    return {
      ...current,
      pages: current.pages.map((page) => ({
        ...page,
        content: page.content.filter((game) => game.nodeId !== nodeId),
        total: Math.max(0, page.total - (page.content.some((game) => game.nodeId === nodeId) ? 1 : 0)),
      })),
    };
  });
}
