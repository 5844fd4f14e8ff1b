import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { ConsolidatedResponse } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export function getConsolidated(signal?: AbortSignal): Promise<ConsolidatedResponse> {
  return apiGet<ConsolidatedResponse>(apiRoutes.consolidated.path, { signal });
}

/**
 * The consolidated contract flags (spec §3, §4): asked once a real account logs in when the agent policy
 * is on, and again when the tab comes back, so an offer made meanwhile reaches the holder.
 */
export function useConsolidated({ enabled }: { enabled: boolean }) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...contractsQueryRoot, 'consolidated', token] as const,
    queryFn: ({ signal }) => getConsolidated(signal),
    enabled: enabled && token !== null,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}
