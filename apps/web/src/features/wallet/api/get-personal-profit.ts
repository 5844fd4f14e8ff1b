import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { PersonalProfitResponse, ProfitQuery } from '../lib/profit-types';

export function getPersonalProfit(query: ProfitQuery, signal?: AbortSignal): Promise<PersonalProfitResponse> {
  return apiGet<PersonalProfitResponse>(apiRoutes.personalProfit.path, {
    query: { period: query.period, from: query.from, to: query.to },
    signal,
  });
}

/** Every profit query starts with this; live balance events invalidate it. */
export const profitQueryRoot = ['profit'] as const;
export const profitQueryKey = (token: string | null, query: ProfitQuery) =>
  [...profitQueryRoot, token, query] as const;

/** Personal profit and loss for a period; the previous figures stay on screen while the next load. */
export function usePersonalProfit(query: ProfitQuery, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: profitQueryKey(token, query),
    queryFn: ({ signal }) => getPersonalProfit(query, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
