import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { MissionSummaryResponse } from '@gaming/contracts/missions';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { loyaltyQueryRoot } from './query-roots';

export function getMissionSummary(
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<MissionSummaryResponse> {
  return apiGet<MissionSummaryResponse>(apiRoutes.missionSummary.path, { query: { language }, signal });
}

/**
 * The member's missions of the current periods and the claimable count (the red badge of mission
 * activity). Progress moves with play, so it is read again on focus and once a minute while shown.
 */
export function useMissionSummary({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'missions', token, language] as const,
    queryFn: ({ signal }) => getMissionSummary(language, signal),
    enabled: enabled && token !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
