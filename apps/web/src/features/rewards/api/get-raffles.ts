import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RaffleListResponse } from '@gaming/contracts/reward-campaigns';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { rafflesQueryRoot } from './query-roots';

export function getRaffles(signal?: AbortSignal): Promise<RaffleListResponse> {
  return apiGet<RaffleListResponse>(apiRoutes.raffleList.path, { signal });
}

/** The raffles a member sees (newest first) with its tickets and prizes. */
export function useRaffles({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...rafflesQueryRoot, 'list', token] as const,
    queryFn: ({ signal }) => getRaffles(signal),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}
