import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgStatusResponse } from '@gaming/contracts/rg-exclusions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { storeRestriction } from '../lib/restriction-storage';

export function getRgStatus(signal?: AbortSignal): Promise<RgStatusResponse> {
  return apiGet<RgStatusResponse>(apiRoutes.rgStatus.path, { signal });
}

/** Every rgStatus query starts with this; invalidate it after any limit or exclusion change. */
export const rgStatusQueryRoot = ['rg-status'] as const;
/** Keyed by the token so a new session never shows the previous member's limits. */
export const rgStatusQueryKey = (token: string | null) => [...rgStatusQueryRoot, token] as const;

/** The member's limits, restriction and exclusions (restricted sessions may read it too). */
export function useRgStatus({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: rgStatusQueryKey(token),
    queryFn: async ({ signal }) => {
      const status = await getRgStatus(signal);
      // What the server says now is what a reload of this tab starts from (a tab that joined the session,
      // a restriction that has ended).
      storeRestriction(status.restrictedSession ? status.restriction : null);
      return status;
    },
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
