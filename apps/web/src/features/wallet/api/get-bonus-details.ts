import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { BonusDetailsFilter, BonusDetailsResponse } from '../lib/profit-types';

export function getBonusDetails(
  filter: BonusDetailsFilter,
  signal?: AbortSignal,
): Promise<BonusDetailsResponse> {
  return apiGet<BonusDetailsResponse>(apiRoutes.bonusDetails.path, {
    query: {
      from: filter.from,
      to: filter.to,
      type: filter.type,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

/** Every bonus-details query starts with this; live balance events invalidate it. */
export const bonusDetailsQueryRoot = ['bonus-details'] as const;
export const bonusDetailsQueryKey = (token: string | null, filter: BonusDetailsFilter) =>
  [...bonusDetailsQueryRoot, token, filter] as const;

export function useBonusDetails(filter: BonusDetailsFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: bonusDetailsQueryKey(token, filter),
    queryFn: ({ signal }) => getBonusDetails(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
