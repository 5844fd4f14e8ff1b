import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { MerchantWallet } from '../lib/wallet-types';

export function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return apiGet<MerchantWallet>(apiRoutes.merchantWallet.path, { signal });
}

export const merchantWalletQueryKey = ['merchant-wallet'] as const;

/** Single or transfer wallet mode (spec §7: cached); the merchant's, so the same for every member. */
export function useMerchantWallet() {
  return useQuery({
    queryKey: merchantWalletQueryKey,
    queryFn: ({ signal }) => getMerchantWallet(signal),
    staleTime: 30 * 60_000,
  });
}
