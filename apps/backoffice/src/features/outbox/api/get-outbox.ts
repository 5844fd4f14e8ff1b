import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import type { OutboxFilter } from '../lib/outbox-params';

export function getOutbox(filter: OutboxFilter, signal?: AbortSignal): Promise<OutboxResponse> {
  return apiRequest<OutboxResponse>(adminApiRoutes.adminOutbox, {
    query: {
      channel: filter.channel ?? undefined,
      recipient: filter.recipient || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: ['outbox', filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
