import { apiRoutes } from '@gaming/contracts/api-routes';
import type { InhouseGamesResponse } from '@gaming/contracts/inhouse';
import type { InhouseGameCode } from '@gaming/contracts/inhouse-games';
import type { LanguageCode } from '@gaming/contracts/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '../../../i18n/i18n';
import { apiGet } from '../../../lib/api-client';

export function getInhouseGames(language: LanguageCode, signal?: AbortSignal): Promise<InhouseGamesResponse> {
  return apiGet<InhouseGamesResponse>(apiRoutes.inhouseGames.path, { query: { language }, signal });
}

/** The games' names (the catalogue's, in the visitor's language), RTPs and stake limits: read once per visit. */
export function useInhouseGames() {
  const language = useLanguageStore((state) => state.code);
  return useQuery({
    queryKey: ['inhouse-games', language],
    queryFn: ({ signal }) => getInhouseGames(language, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * An in-house game's name as the catalogue has it (the one source of game names: tiles, lists, records
 * and the in-house pages all show the same); empty until it has loaded.
 */
export function useInhouseGameName(): (game: InhouseGameCode) => string {
  const games = useInhouseGames();
  return (game) => games.data?.games.find((entry) => entry.game === game)?.displayName ?? '';
}
