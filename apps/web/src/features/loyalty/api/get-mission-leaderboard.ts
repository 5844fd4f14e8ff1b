import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MissionLeaderboardResponse } from '@gaming/contracts/missions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { loyaltyQueryRoot } from './query-roots';

export function getMissionLeaderboard(signal?: AbortSignal): Promise<MissionLeaderboardResponse> {
  return apiGet<MissionLeaderboardResponse>(apiRoutes.missionLeaderboard.path, { signal });
}

/** This week's members ranked by missions claimed (names masked by the server). */
export function useMissionLeaderboard() {
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'mission-leaderboard'] as const,
    queryFn: ({ signal }) => getMissionLeaderboard(signal),
    staleTime: 60_000,
  });
}
