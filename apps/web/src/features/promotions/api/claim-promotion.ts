import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PromotionActionResponse } from '@gaming/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';
import { promotionsQueryRoot } from './query-roots';

export function claimPromotion(id: string): Promise<PromotionActionResponse> {
  return apiRequest<PromotionActionResponse>(
    'POST',
    apiRoutes.promotionClaim.path.replace(':id', encodeURIComponent(id)),
  );
}

/** Claims the promotion's reward (participation claim); the reward centre shows it after. */
export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsQueryRoot }),
        invalidateRewardQueries(queryClient),
      ]);
    },
  });
}
