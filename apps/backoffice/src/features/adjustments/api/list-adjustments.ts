import type { AdjustmentListResponse } from '@gaming/contracts/adjustments';
import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdjustmentFilter } from '../lib/adjustment-filter';

/** Every adjustments query starts with this, so a decision refreshes every list at once. */
export const adjustmentsQueryKey = ['adjustments'] as const;

export function listAdjustments(
  filter: AdjustmentFilter,
  signal?: AbortSignal,
): Promise<AdjustmentListResponse> {
  return apiRequest<AdjustmentListResponse>(adminApiRoutes.adminAdjustmentList, {
    query: {
      status: filter.status || undefined,
      memberAccount: filter.memberAccount || undefined,
      requestedBy: filter.requestedBy || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

export function useAdjustments(filter: AdjustmentFilter) {
  return useQuery({
    queryKey: [...adjustmentsQueryKey, 'list', filter],
    queryFn: ({ signal }) => listAdjustments(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
