import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { SettingChange } from '@gaming/contracts/setting-changes';
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

/**
 * Proposes new settings: they apply only when a second staff member approves them (issue 14 #17), so the
 * values shown stay as they are and the list of pending changes is re-read.
 */
export function useUpdateWithdrawalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: WithdrawalSettings) =>
      apiRequest<SettingChange>(adminApiRoutes.adminWithdrawalSettingsUpdate, { body: next }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['setting-changes'] }),
  });
}
