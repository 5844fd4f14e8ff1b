import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PointsConvertRequest, PointsRedeemResponse } from '@gaming/contracts/points-mall';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLoyaltyQueries } from './invalidate-loyalty';

export function convertPoints(request: PointsConvertRequest): Promise<PointsRedeemResponse> {
  return apiRequest<PointsRedeemResponse>('POST', apiRoutes.pointsConvert.path, { body: request });
}

/** Converts points to money in the main wallet with the payment password. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPoints,
    onSettled: () => invalidateLoyaltyQueries(queryClient),
  });
}
