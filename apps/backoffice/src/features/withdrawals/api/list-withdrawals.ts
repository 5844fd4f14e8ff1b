import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminWithdrawalsResponse } from '@gaming/contracts/withdrawals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WithdrawalQueueFilter } from '../lib/queue-filter';

/** Every withdrawal query starts with this, so a decision refreshes the queue and the detail at once. */
export const withdrawalsQueryKey = ['withdrawals'] as const;

export function listWithdrawals(filter: WithdrawalQueueFilter, signal?: AbortSignal) {
  return apiRequest<AdminWithdrawalsResponse>(adminApiRoutes.adminWithdrawals, {
    query: {
      status: filter.status || undefined,
      member: filter.member || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useWithdrawalQueue(filter: WithdrawalQueueFilter) {
  return useQuery({
    queryKey: [...withdrawalsQueryKey, 'queue', filter],
    queryFn: ({ signal }) => listWithdrawals(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}
