import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import type { StaffMeResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function getCurrentStaff(signal?: AbortSignal): Promise<StaffMeResponse> {
  return apiRequest<StaffMeResponse>(adminApiRoutes.staffMe, { signal });
}

export const currentStaffQueryKey = ['staff-me'] as const;

/**
 * Who is signed in (name, role) and whether the password must change first; refreshed now and then so
 * a role change shows without signing out.
 */
export function useCurrentStaff() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: currentStaffQueryKey,
    queryFn: ({ signal }) => getCurrentStaff(signal),
    enabled: token !== null,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}
