import { apiRoutes } from '@gaming/contracts/api-routes';
import type { WithdrawSettingsResponse } from '@gaming/contracts/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

/** Every withdrawal query starts with 'withdrawals', so live cashier notices refresh them all. */
export const withdrawalsQueryRoot = ['withdrawals'] as const;

export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettingsResponse> {
  return apiGet<WithdrawSettingsResponse>(apiRoutes.withdrawSettings.path, { signal });
}

/** Limits, today's remaining count and the last receiving account; keyed by the session. */
export function useWithdrawSettings() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...withdrawalsQueryRoot, 'settings', token],
    queryFn: ({ signal }) => getWithdrawSettings(signal),
    enabled: token !== null,
    staleTime: 5_000,
  });
}
