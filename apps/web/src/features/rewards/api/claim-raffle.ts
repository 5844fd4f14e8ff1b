import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RaffleClaimResponse } from '@gaming/contracts/reward-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';
import { rafflesQueryRoot } from './query-roots';

/** raffleClaim (spec §7): the winner claims its prize, once. */
export function claimRaffle(raffleId: string): Promise<RaffleClaimResponse> {
  return apiRequest<RaffleClaimResponse>(
    'POST',
    apiRoutes.raffleClaim.path.replace(':id', encodeURIComponent(raffleId)),
  );
}

export function useClaimRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRaffle,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rafflesQueryRoot }),
        invalidateRewardQueries(queryClient),
      ]);
    },
  });
}
