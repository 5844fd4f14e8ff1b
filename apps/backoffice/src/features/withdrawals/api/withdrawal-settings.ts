import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { WithdrawalSettings } from '@gaming/contracts/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const settingsQueryKey = ['withdrawal-settings'] as const;

export function useWithdrawalSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<WithdrawalSettings>(adminApiRoutes.adminWithdrawalSettings, { signal }),
    staleTime: 30_000,
  });
}

export function useUpdateWithdrawalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: WithdrawalSettings) =>
      apiRequest<WithdrawalSettings>(adminApiRoutes.adminWithdrawalSettingsUpdate, { body: next }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
