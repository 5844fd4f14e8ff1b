import { apiRoutes } from '@gaming/contracts/api-routes';
import type { InhouseGamesResponse } from '@gaming/contracts/inhouse';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getInhouseGames(signal?: AbortSignal): Promise<InhouseGamesResponse> {
  return apiGet<InhouseGamesResponse>(apiRoutes.inhouseGames.path, { signal });
}

/** The games' RTPs and stake limits: public and fixed, so read once per visit. */
export function useInhouseGames() {
  return useQuery({
    queryKey: ['inhouse-games'],
    queryFn: ({ signal }) => getInhouseGames(signal),
    staleTime: 10 * 60_000,
  });
}
