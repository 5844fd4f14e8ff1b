import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { type AdminMemberVipResponse, type AdminVipLevels, vipLimits } from '@gaming/contracts/vip';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const vipQueryKey = ['loyalty', 'vip'] as const;
const levelsQueryKey = [...vipQueryKey, 'levels'] as const;

export function useVipLevels() {
  return useQuery({
    queryKey: levelsQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminVipLevels>(adminApiRoutes.adminVipLevels, { signal }),
  });
}

/** The whole list, saved at once (ranks 1..n). */
export function useSaveVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminVipLevels) =>
      apiRequest<AdminVipLevels>(adminApiRoutes.adminVipLevelsUpdate, { body }),
    onSuccess: (saved) => {
      if (saved?.levels) queryClient.setQueryData(levelsQueryKey, saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelsQueryKey }),
  });
}

/** A member's level, what it is measured by, and one page of its history. */
export function useMemberVip(memberId: string, paging: Paging) {
  return useQuery({
    queryKey: [...vipQueryKey, 'member', memberId, paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminMemberVipResponse>(adminApiRoutes.adminMemberVip, {
        params: { id: memberId },
        // The history comes at most 50 a page; the pager's 100 asks for 50.
        query: { page: paging.page, pageSize: Math.min(paging.pageSize, vipLimits.historyPageSize) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetMemberVip(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rankLevel: number; reason: string }) =>
      apiRequest<unknown>(adminApiRoutes.adminMemberVipSet, { params: { id: memberId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...vipQueryKey, 'member', memberId] }),
  });
}
