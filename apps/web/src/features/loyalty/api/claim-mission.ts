import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MissionClaimResponse } from '@gaming/contracts/missions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLoyaltyQueries } from './invalidate-loyalty';

export function claimMission(id: string): Promise<MissionClaimResponse> {
  return apiRequest<MissionClaimResponse>(
    'POST',
    apiRoutes.missionClaim.path.replace(':id', encodeURIComponent(id)),
  );
}

/** Claims a finished mission's reward (once per period; a replay answers the first claim). */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSettled: () => invalidateLoyaltyQueries(queryClient),
  });
}
