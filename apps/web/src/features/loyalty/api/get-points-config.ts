import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PointsConfigResponse } from '@gaming/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { loyaltyQueryRoot } from './query-roots';

export function getPointsConfig(signal?: AbortSignal): Promise<PointsConfigResponse> {
  return apiGet<PointsConfigResponse>(apiRoutes.pointsConfig.path, { signal });
}

/** Earning rates by category and the conversion terms (ratio, units, minimum). */
export function usePointsConfig() {
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'config'] as const,
    queryFn: ({ signal }) => getPointsConfig(signal),
    staleTime: 5 * 60_000,
  });
}
