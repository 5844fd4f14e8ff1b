import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PointsRedeemRequest, PointsRedeemResponse } from '@gaming/contracts/points-mall';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLoyaltyQueries } from './invalidate-loyalty';

export function redeemItem(request: PointsRedeemRequest): Promise<PointsRedeemResponse> {
  return apiRequest<PointsRedeemResponse>('POST', apiRoutes.pointsRedeem.path, { body: request });
}

/** Redeems a mall item with the payment password; points, stock, history and balance read again after. */
export function useRedeemItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSettled: () => invalidateLoyaltyQueries(queryClient),
  });
}
