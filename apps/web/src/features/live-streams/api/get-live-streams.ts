import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { LiveModelListResponse } from '@gaming/contracts/live-streams';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getLiveModels(language: LanguageCode, signal?: AbortSignal): Promise<LiveModelListResponse> {
  return apiGet<LiveModelListResponse>(apiRoutes.liveModelList.path, { query: { language }, signal });
}

/** liveModelList: the streams showing now, titled in the visitor's language (EN when a stream has none). */
export function useLiveModels(language: LanguageCode) {
  return useQuery({
    queryKey: ['live-streams', language] as const,
    queryFn: ({ signal }) => getLiveModels(language, signal),
    staleTime: 30_000,
    // A schedule ends or starts while the page is open.
    refetchInterval: 60_000,
  });
}
