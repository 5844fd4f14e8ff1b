import type { QueryClient } from '@tanstack/react-query';
import { withdrawalsQueryRoot } from './get-withdraw-settings';

/**
 * After any withdrawal call (even a failed or lost one) the money on screen is read again: this feature's
 * queries, the header balance and the account record (their roots, by the live-update convention).
 */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [withdrawalsQueryRoot, ['balance'], ['wallet-balance'], ['account-records']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
