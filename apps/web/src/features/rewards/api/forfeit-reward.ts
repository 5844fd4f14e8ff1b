import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RewardActionResponse } from '@gaming/contracts/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';

export function forfeitReward(id: string): Promise<RewardActionResponse> {
  return apiRequest<RewardActionResponse>(
    'POST',
    apiRoutes.rewardForfeit.path.replace(':id', encodeURIComponent(id)),
  );
}

/** Gives a bonus up: its locked amount goes back; the member's own money and winnings stay. */
export function useForfeitReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forfeitReward,
    onSettled: () => invalidateRewardQueries(queryClient),
  });
}
