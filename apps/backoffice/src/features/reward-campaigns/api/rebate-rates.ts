import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { RebateRates } from '@gaming/contracts/reward-campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const rebateRatesQueryKey = ['reward-campaigns', 'rebate-rates'] as const;

export function useRebateRates() {
  return useQuery({
    queryKey: rebateRatesQueryKey,
    queryFn: ({ signal }) => apiRequest<RebateRates>(adminApiRoutes.adminRebateRates, { signal }),
  });
}

export function useSaveRebateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RebateRates) =>
      apiRequest<RebateRates>(adminApiRoutes.adminRebateRatesUpdate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(rebateRatesQueryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebateRatesQueryKey }),
  });
}
