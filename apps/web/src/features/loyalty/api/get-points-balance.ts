import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PointsBalanceResponse } from '@gaming/contracts/points';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { loyaltyQueryRoot } from './query-roots';

export function getPointsBalance(signal?: AbortSignal): Promise<PointsBalanceResponse> {
  return apiGet<PointsBalanceResponse>(apiRoutes.pointsBalance.path, { signal });
}

export const pointsBalanceKey = (token: string | null) => [...loyaltyQueryRoot, 'balance', token] as const;

/** The member's spendable and lifetime points; earning lands with settled rounds, so it is re-read on focus. */
export function usePointsBalance({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: pointsBalanceKey(token),
    queryFn: ({ signal }) => getPointsBalance(signal),
    enabled: enabled && token !== null,
    staleTime: 15_000,
  });
}
