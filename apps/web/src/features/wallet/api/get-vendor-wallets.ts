import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { VendorWalletsResponse } from '../lib/vendor-wallet-types';

export function getVendorWallets(signal?: AbortSignal): Promise<VendorWalletsResponse> {
  return apiGet<VendorWalletsResponse>(apiRoutes.vendorWallets.path, { signal });
}

/** Every vendor-wallet query starts with this; live balance events invalidate it. */
export const vendorWalletsQueryRoot = ['vendor-wallets'] as const;
export const vendorWalletsQueryKey = (token: string | null) => [...vendorWalletsQueryRoot, token] as const;

/** The main wallet and each vendor wallet of the member, keyed by the session. */
export function useVendorWallets() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: vendorWalletsQueryKey(token),
    queryFn: ({ signal }) => getVendorWallets(signal),
    enabled: token !== null,
    staleTime: 5_000,
  });
}
