import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AccountRecordsFilter, AccountRecordsResponse } from '../lib/wallet-types';

export function getAccountRecords(
  filter: AccountRecordsFilter,
  signal?: AbortSignal,
): Promise<AccountRecordsResponse> {
  return apiGet<AccountRecordsResponse>(apiRoutes.accountRecords.path, {
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

/** Every account-record query starts with this; invalidate it after any money action. */
export const accountRecordsQueryRoot = ['wallet-records'] as const;
export const accountRecordsQueryKey = (token: string | null, filter: AccountRecordsFilter) =>
  [...accountRecordsQueryRoot, token, filter] as const;

/** One page of the account record; the previous page stays on screen while the next one loads. */
export function useAccountRecords(filter: AccountRecordsFilter, { enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: accountRecordsQueryKey(token, filter),
    queryFn: ({ signal }) => getAccountRecords(filter, signal),
    enabled: enabled && token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
