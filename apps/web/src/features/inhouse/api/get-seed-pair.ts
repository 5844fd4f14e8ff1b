import { apiRoutes } from '@gaming/contracts/api-routes';
import type { SeedPair } from '@gaming/contracts/inhouse';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export const seedPairQueryRoot = ['inhouse-seed-pair'] as const;

export function getSeedPair(signal?: AbortSignal): Promise<SeedPair> {
  return apiGet<SeedPair>(apiRoutes.inhouseSeedPair.path, { signal });
}

/** The member's current seed pair (server seed hash, client seed, next nonce). */
export function useSeedPair() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...seedPairQueryRoot, token],
    queryFn: ({ signal }) => getSeedPair(signal),
    enabled: token !== null,
  });
}
