import type { QueryClient } from '@tanstack/react-query';
import { rewardsQueryRoot } from './query-roots';

/**
 * After a claim, a forfeit or a live `rewards` event: the reward centre, the promotions' states and
 * summary (the badge and availablePromoCount), and the withdrawal page (its bonus block) are read again.
 */
export function invalidateRewardQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardsQueryRoot }),
    queryClient.invalidateQueries({ queryKey: ['promotions'] }),
    queryClient.invalidateQueries({ queryKey: ['withdrawals'] }),
  ]);
}
