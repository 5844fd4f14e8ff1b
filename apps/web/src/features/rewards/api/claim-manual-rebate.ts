import { apiRoutes } from '@gaming/contracts/api-routes';
import type { ManualRebateClaimResponse } from '@gaming/contracts/reward-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';
import { manualRebateQueryRoot } from './query-roots';

export function claimManualRebate(): Promise<ManualRebateClaimResponse> {
  return apiRequest<ManualRebateClaimResponse>('POST', apiRoutes.manualRebateClaim.path);
}

/** Claims what is available now, once; the page is read again either way. */
export function useClaimManualRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimManualRebate,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: manualRebateQueryRoot }),
        invalidateRewardQueries(queryClient),
      ]);
    },
  });
}
