import type { QueryClient } from '@tanstack/react-query';
import { invalidateRewardQueries } from '../../../lib/invalidate-rewards';
import { loyaltyQueryRoot } from './query-roots';

/**
 * After a redeem, a conversion or a mission claim: the points screens, the VIP level and the mission
 * badge read again, and so do the balance and the reward centre (a cash or bonus reward lands there;
 * the live balance event may be late or the socket down).
 */
export function invalidateLoyaltyQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: loyaltyQueryRoot }),
    invalidateRewardQueries(queryClient),
  ]);
}
