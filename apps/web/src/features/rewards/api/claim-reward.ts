import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RewardActionResponse } from '@gaming/contracts/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';

export function claimReward(id: string): Promise<RewardActionResponse> {
  return apiRequest<RewardActionResponse>(
    'POST',
    apiRoutes.rewardClaim.path.replace(':id', encodeURIComponent(id)),
  );
}

/** Claims a waiting reward: it is paid, or starts its wagering. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSettled: () => invalidateRewardQueries(queryClient),
  });
}
