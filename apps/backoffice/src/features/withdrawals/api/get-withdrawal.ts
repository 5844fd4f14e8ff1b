import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminWithdrawalDetail } from '@gaming/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalsQueryKey } from './list-withdrawals';

export const withdrawalQueryKey = (id: string) => [...withdrawalsQueryKey, 'detail', id] as const;

export function getWithdrawal(id: string, signal?: AbortSignal) {
  return apiRequest<AdminWithdrawalDetail>(adminApiRoutes.adminWithdrawalDetail, { params: { id }, signal });
}

export function useWithdrawal(id: string) {
  return useQuery({
    queryKey: withdrawalQueryKey(id),
    queryFn: ({ signal }) => getWithdrawal(id, signal),
    staleTime: 5_000,
  });
}
