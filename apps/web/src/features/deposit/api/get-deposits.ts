import { apiRoutes } from '@gaming/contracts/api-routes';
import type { DepositListResponse, MemberDepositStatus } from '@gaming/contracts/deposits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { depositQueryRoot } from './get-deposit-channels';

export type DepositFilter = { status?: MemberDepositStatus | undefined; page: number; pageSize: number };

export function getDeposits(filter: DepositFilter, signal?: AbortSignal): Promise<DepositListResponse> {
  return apiGet<DepositListResponse>(apiRoutes.depositList.path, {
    query: { status: filter.status, page: filter.page, pageSize: filter.pageSize },
    signal,
  });
}

/** While a deposit waits, the list is read again every 10 s as well, in case the live socket is down. */
const pendingPollMs = 10_000;

export function useDeposits(filter: DepositFilter) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...depositQueryRoot, 'list', token, filter],
    queryFn: ({ signal }) => getDeposits(filter, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deposits.some((deposit) => deposit.status === 'pending') ? pendingPollMs : false,
    refetchIntervalInBackground: false,
  });
}
