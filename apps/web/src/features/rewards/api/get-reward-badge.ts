import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RewardBadgeResponse } from '@gaming/contracts/bonuses';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { rewardsQueryRoot } from './query-roots';

export function getRewardBadge(signal?: AbortSignal): Promise<RewardBadgeResponse> {
  return apiGet<RewardBadgeResponse>(apiRoutes.rewardBadge.path, { signal });
}

export const rewardBadgeKey = (token: string | null) => [...rewardsQueryRoot, 'badge', token] as const;

/**
 * The red badge of the reward centre (spec §2): rewards waiting to be claimed. Read once per session;
 * the live `rewards` event writes the new count straight into this cache.
 */
export function useRewardBadge({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: rewardBadgeKey(token),
    queryFn: ({ signal }) => getRewardBadge(signal),
    enabled: enabled && token !== null,
    staleTime: 5 * 60_000,
  });
}
