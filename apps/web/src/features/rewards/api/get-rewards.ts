import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RewardCenterResponse, RewardTab } from '@gaming/contracts/bonuses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { rewardsQueryRoot } from './query-roots';

export const rewardsPageSize = 10;

export function getRewards(
  tab: RewardTab,
  page: number,
  signal?: AbortSignal,
): Promise<RewardCenterResponse> {
  return apiGet<RewardCenterResponse>(apiRoutes.rewardCenter.path, {
    query: { tab, page, pageSize: rewardsPageSize },
    signal,
  });
}

/** The reward centre's tab: rewards waiting to be claimed, in wagering, or finished; paged. */
export function useRewards(tab: RewardTab, page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...rewardsQueryRoot, 'list', token, tab, page] as const,
    queryFn: ({ signal }) => getRewards(tab, page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
