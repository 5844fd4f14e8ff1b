import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { BettingRecordsFilter, BettingRecordsResponse } from '../lib/betting-types';

export function getBettingRecords(
  filter: BettingRecordsFilter,
  signal?: AbortSignal,
): Promise<BettingRecordsResponse> {
  const custom = filter.period === 'custom';
  return apiGet<BettingRecordsResponse>(apiRoutes.bettingRecords.path, {
    query: {
      period: filter.period,
      from: custom ? filter.from : undefined,
      to: custom ? filter.to : undefined,
      category: filter.category,
      page: filter.page,
      pageSize: filter.pageSize,
      language: filter.language,
    },
    signal,
  });
}

/** Every betting-records query starts with this; money events refresh it (app/components/live-updates). */
export const bettingRecordsQueryRoot = ['betting-records'] as const;
export const bettingRecordsQueryKey = (token: string | null, filter: BettingRecordsFilter) =>
  [...bettingRecordsQueryRoot, token, filter] as const;

/** One page of the member's rounds with the totals; the previous page stays on screen while the next loads. */
export function useBettingRecords(filter: BettingRecordsFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: bettingRecordsQueryKey(token, filter),
    queryFn: ({ signal }) => getBettingRecords(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
