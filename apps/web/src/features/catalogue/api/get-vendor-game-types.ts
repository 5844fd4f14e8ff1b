import { apiRoutes } from '@gaming/contracts/api-routes';
import type { VendorGameTypesResponse } from '@gaming/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Game types and lobby classifies per vendor: the lobby tabs of a game centre. */
export function useVendorGameTypes() {
  return useQuery({
    queryKey: ['games', 'vendor-game-types'],
    queryFn: ({ signal }) => apiGet<VendorGameTypesResponse>(apiRoutes.vendorGameTypes.path, { signal }),
    staleTime: 5 * 60_000,
  });
}
