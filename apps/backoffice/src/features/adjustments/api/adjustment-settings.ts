import type { AdjustmentSettingsResponse } from '@gaming/contracts/adjustments';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const settingsQueryKey = ['adjustment-settings'] as const;

export function getAdjustmentSettings(signal?: AbortSignal): Promise<AdjustmentSettingsResponse> {
  return apiRequest<AdjustmentSettingsResponse>(adminApiRoutes.adminAdjustmentSettings, { signal });
}

export function useAdjustmentSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getAdjustmentSettings(signal),
    staleTime: 30_000,
  });
}

/** Proposes a new threshold; it applies when a second admin approves it (issue 14 #17). */
export function updateAdjustmentSettings(approvalThreshold: string): Promise<SettingChange> {
  return apiRequest<SettingChange>(adminApiRoutes.adminAdjustmentSettingsUpdate, {
    body: { approvalThreshold },
  });
}

export function useUpdateAdjustmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdjustmentSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['setting-changes'] }),
  });
}
