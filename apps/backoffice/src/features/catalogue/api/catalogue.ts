import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminGame,
  AdminGameListResponse,
  AdminGameUpdateRequest,
  AdminVendor,
  AdminVendorListResponse,
  AdminVendorUpdateRequest,
} from '@gaming/contracts/catalogue';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const vendorsQueryKey = ['catalogue', 'vendors'] as const;

export function useAdminVendors() {
  return useQuery({
    queryKey: vendorsQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminVendorListResponse>(adminApiRoutes.adminVendorList, { signal }),
    staleTime: 30_000,
  });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, change }: { code: string; change: AdminVendorUpdateRequest }) =>
      apiRequest<AdminVendor>(adminApiRoutes.adminVendorUpdate, { params: { code }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
  });
}

export type GameFilter = { vendor: string; category: string; search: string; page: number; pageSize: number };

export function useAdminGames(filter: GameFilter) {
  return useQuery({
    queryKey: ['catalogue', 'games', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminGameListResponse>(adminApiRoutes.adminGameList, {
        query: {
          vendor: filter.vendor || undefined,
          category: filter.category || undefined,
          search: filter.search || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminGameUpdateRequest }) =>
      apiRequest<AdminGame>(adminApiRoutes.adminGameUpdate, { params: { id }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalogue', 'games'] }),
  });
}
