import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryRoot, promotionsQueryRoot, rewardsQueryRoot } from './query-roots';

/**
 * After a claim, a forfeit or a live `rewards` event: the reward centre, the promotions' states and
 * summary (the badge and availablePromoCount), the withdrawal page (its bonus block), the balance and
 * the bonus details are read again (the live balance event may be late or the socket down).
 */
export function invalidateRewardQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardsQueryRoot }),
    queryClient.invalidateQueries({ queryKey: promotionsQueryRoot }),
    queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
    queryClient.invalidateQueries({ queryKey: balanceQueryRoot }),
    queryClient.invalidateQueries({ queryKey: ['bonus-details'] }),
  ]);
}
