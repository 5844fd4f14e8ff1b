import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { balanceQueryRoot } from '../../../lib/query-roots';
import { useSessionStore } from '../../../lib/session';
import type { BalanceResponse } from '../lib/wallet-types';

export function getBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiGet<BalanceResponse>(apiRoutes.balance.path, { signal });
}

/** Every balance query starts with this (lib/query-roots.ts); invalidate it after any money action. */
export { balanceQueryRoot };
/** Keyed by the token so a new session never shows the previous member's balance. */
export const balanceQueryKey = (token: string | null) => [...balanceQueryRoot, token] as const;

/** How often the header refreshes the balance while the tab is visible. */
export const balancePollMs = 30_000;

/**
 * The main wallet's balance. `live` (the header) polls every 30 s while the tab is visible and on
 * return to the tab; other readers share the same cache without adding timers.
 */
export function useBalance({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: balanceQueryKey(token),
    queryFn: ({ signal }) => getBalance(signal),
    enabled: enabled && token !== null,
    staleTime: 5_000,
    refetchInterval: live ? balancePollMs : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: live,
  });
}
