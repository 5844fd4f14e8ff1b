import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminVendorMoveListResponse } from '@gaming/contracts/vendor-wallet-moves';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VendorMoveFilter } from '../lib/vendor-move-filter';

/** Every vendor move query starts with this, so a check refreshes the list at once. */
export const vendorMovesQueryKey = ['vendor-moves'] as const;

export function listVendorMoves(filter: VendorMoveFilter, signal?: AbortSignal) {
  return apiRequest<AdminVendorMoveListResponse>(adminApiRoutes.adminVendorMoveList, {
    query: {
      vendor: filter.vendor || undefined,
      recovery: filter.recovery || undefined,
      page: filter.page,
      pageSize: filter.pageSize,
    },
    signal,
  });
}

/** The recovery job settles moves in the background: the list refreshes while it is on screen. */
export function useVendorMoveList(filter: VendorMoveFilter) {
  return useQuery({
    queryKey: [...vendorMovesQueryKey, 'list', filter],
    queryFn: ({ signal }) => listVendorMoves(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}
