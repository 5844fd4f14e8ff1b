import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PointsTransactionDetailsResponse } from '@gaming/contracts/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { loyaltyQueryRoot } from './query-roots';

export const pointsTransactionsPageSize = 20;

export function getPointsTransactions(
  page: number,
  signal?: AbortSignal,
): Promise<PointsTransactionDetailsResponse> {
  return apiGet<PointsTransactionDetailsResponse>(apiRoutes.pointsTransactionDetails.path, {
    query: { page, pageSize: pointsTransactionsPageSize },
    signal,
  });
}

/** The member's points ledger lines, newest first, paged. */
export function usePointsTransactions(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'transactions', token, page] as const,
    queryFn: ({ signal }) => getPointsTransactions(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
