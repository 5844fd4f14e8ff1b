import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminDeposit, AdminDepositListResponse } from '@gaming/contracts/deposits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DepositFilter } from '../lib/deposit-params';

export const depositsQueryRoot = ['deposits'] as const;

export function useDeposits(filter: DepositFilter) {
  return useQuery({
    queryKey: [...depositsQueryRoot, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminDepositListResponse>(adminApiRoutes.adminDepositList, {
        query: {
          status: filter.status || undefined,
          channelId: filter.channelId || undefined,
          member: filter.member || undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

export function useDeposit(id: string) {
  return useQuery({
    queryKey: [...depositsQueryRoot, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminDeposit>(adminApiRoutes.adminDepositDetail, { params: { id }, signal }),
  });
}
