import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgSessionResponse } from '@gaming/contracts/rg-limits';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getRgSession(signal?: AbortSignal): Promise<RgSessionResponse> {
  return apiGet<RgSessionResponse>(apiRoutes.rgSession.path, { signal });
}

export const rgSessionQueryRoot = ['rg-session'] as const;
export const rgSessionQueryKey = (token: string | null) => [...rgSessionQueryRoot, token] as const;

/** How often the session clock and the reality check re-read the server's view of the session. */
export const rgSessionPollMs = 60_000;

/** Time since login, net result, next reality check: every 60 s while the tab is visible and on focus. */
export function useRgSession({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: rgSessionQueryKey(token),
    queryFn: ({ signal }) => getRgSession(signal),
    enabled: enabled && token !== null,
    staleTime: 10_000,
    refetchInterval: rgSessionPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}
