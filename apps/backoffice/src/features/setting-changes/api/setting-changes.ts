import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { SettingChange, SettingChangeListResponse } from '@gaming/contracts/setting-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const settingChangesQueryKey = ['setting-changes'] as const;

/** Proposed changes to the money settings; refreshed now and then so a colleague's proposal shows up. */
export function useSettingChanges(enabled = true) {
  return useQuery({
    queryKey: settingChangesQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<SettingChangeListResponse>(adminApiRoutes.adminSettingChangeList, { signal }),
    enabled,
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

export type SettingChangeDecision = { id: string; action: 'approve' | 'reject'; reason: string };

export function decideSettingChange(decision: SettingChangeDecision): Promise<SettingChange> {
  const route =
    decision.action === 'approve'
      ? adminApiRoutes.adminSettingChangeApprove
      : adminApiRoutes.adminSettingChangeReject;
  const reason = decision.reason.trim();
  return apiRequest<SettingChange>(route, {
    params: { id: decision.id },
    body: decision.action === 'approve' && !reason ? {} : { reason },
  });
}

/** Approves or rejects; the settings screens re-read their values, an approval having changed one. */
export function useDecideSettingChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSettingChange,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: settingChangesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['withdrawal-settings'] }),
        queryClient.invalidateQueries({ queryKey: ['adjustment-settings'] }),
        queryClient.invalidateQueries({ queryKey: ['jurisdiction'] }),
      ]);
    },
  });
}
