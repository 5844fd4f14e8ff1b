import { apiRoutes } from '@gaming/contracts/api-routes';
import type { FunWallet } from '@gaming/contracts/fun-play';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getFunWallet(signal?: AbortSignal): Promise<FunWallet> {
  return apiGet<FunWallet>(apiRoutes.funWallet.path, { signal });
}

/**
 * Under the 'balance' root on purpose: every play of an in-house game invalidates ['balance'], so the fun
 * balance is read again after each fun round too. Keyed by the token: a new session never shows another's.
 */
export const funWalletQueryKey = (token: string | null) => ['balance', 'fun', token] as const;

/** A trial account's fun balance (issue 14 #9); nobody else has one. */
export function useFunWallet({ enabled = true }: { enabled?: boolean } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: funWalletQueryKey(token),
    queryFn: ({ signal }) => getFunWallet(signal),
    enabled: enabled && token !== null,
    staleTime: 5_000,
  });
}
