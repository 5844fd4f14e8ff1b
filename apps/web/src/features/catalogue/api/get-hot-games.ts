import { apiRoutes } from '@gaming/contracts/api-routes';
import type { GameListResponse } from '@gaming/contracts/catalogue';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function useHotGames(language: LanguageCode) {
  return useQuery({
    queryKey: ['games', 'hot', language],
    queryFn: ({ signal }) =>
      apiGet<GameListResponse>(apiRoutes.hotGames.path, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });
}
