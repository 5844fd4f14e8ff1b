import { apiRoutes } from '@gaming/contracts/api-routes';
import type { BalanceResponse } from '@gaming/contracts/wallet';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { withdrawalsQueryRoot } from './get-withdraw-settings';

/** The available balance beside the form; under 'withdrawals' so a withdrawal's notices refresh it too. */
export function useWithdrawBalance() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...withdrawalsQueryRoot, 'balance', token],
    queryFn: ({ signal }) => apiGet<BalanceResponse>(apiRoutes.balance.path, { signal }),
    enabled: token !== null,
    staleTime: 5_000,
  });
}
