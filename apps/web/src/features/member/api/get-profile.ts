import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Profile } from '@gaming/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>(apiRoutes.profile.path, { signal });
}

export const profileQueryKey = (token: string | null) => ['member-profile', token] as const;

export function useProfile() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: profileQueryKey(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: token !== null,
  });
}
