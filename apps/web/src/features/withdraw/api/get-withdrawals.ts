import { apiRoutes } from '@gaming/contracts/api-routes';
import type { WithdrawListResponse } from '@gaming/contracts/withdrawals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { withdrawalsQueryRoot } from './get-withdraw-settings';

/** Rows per page of "my withdrawals" (the server allows at most 50). */
export const withdrawalsPageSize = 10;

export function getWithdrawals(page: number, signal?: AbortSignal): Promise<WithdrawListResponse> {
  return apiGet<WithdrawListResponse>(apiRoutes.withdrawList.path, {
    query: { page, pageSize: withdrawalsPageSize },
    signal,
  });
}

/** While a paid withdrawal waits, the list refreshes each minute so the countdown and status stay true. */
export function useWithdrawals(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...withdrawalsQueryRoot, 'list', token, page],
    queryFn: ({ signal }) => getWithdrawals(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.withdrawals.some((row) => row.status === 'paid') ? 60_000 : false,
  });
}
