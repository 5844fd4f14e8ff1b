import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PermissionResponse } from '@gaming/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Re-checked so that switching maintenance off brings the site back without a reload. */
export const permissionRefetchMs = 30_000;

export function getPermission(signal?: AbortSignal): Promise<PermissionResponse> {
  return apiGet<PermissionResponse>(apiRoutes.permission.path, { signal });
}

export const permissionQueryKey = ['permission'] as const;

export function usePermission() {
  return useQuery({
    queryKey: permissionQueryKey,
    queryFn: ({ signal }) => getPermission(signal),
    refetchInterval: permissionRefetchMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
