import { apiRoutes } from '@gaming/contracts/api-routes';
import type { GameListResponse } from '@gaming/contracts/catalogue';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The member's last 20 games (spec §9). */
export function useRecentGames(language: LanguageCode, enabled: boolean) {
  return useQuery({
    queryKey: ['recent-games', 'list', language],
    queryFn: ({ signal }) =>
      apiGet<GameListResponse>(apiRoutes.recentGames.path, { query: { language }, signal }),
    enabled,
  });
}
