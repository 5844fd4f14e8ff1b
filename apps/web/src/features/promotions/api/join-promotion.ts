import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PromotionActionResponse } from '@gaming/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { promotionsQueryRoot } from './query-roots';

export function joinPromotion(id: string): Promise<PromotionActionResponse> {
  return apiRequest<PromotionActionResponse>(
    'POST',
    apiRoutes.promotionJoin.path.replace(':id', encodeURIComponent(id)),
  );
}

/** Signs the member up (participation join); states and the summary are read again after. */
export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryRoot }),
  });
}
