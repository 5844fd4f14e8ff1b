import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminJurisdictionResponse, Jurisdiction } from '@gaming/contracts/jurisdiction';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const jurisdictionQueryKey = ['jurisdiction'] as const;

/** The profile in force, the presets and a change waiting for approval (refreshed for a colleague's proposal). */
export function useJurisdiction() {
  return useQuery({
    queryKey: jurisdictionQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminJurisdictionResponse>(adminApiRoutes.adminJurisdiction, { signal }),
    staleTime: 10_000,
    refetchInterval: 60_000,
  });
}

/** Proposes a profile; it applies only when a second compliance officer approves it in setting changes. */
export function useProposeJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Jurisdiction) =>
      apiRequest<SettingChange>(adminApiRoutes.adminJurisdictionPropose, { body: { value } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jurisdictionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['setting-changes'] }),
      ]);
    },
  });
}
