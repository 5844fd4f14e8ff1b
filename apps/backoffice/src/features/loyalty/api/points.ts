import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import {
  type AdminMemberPointsResponse,
  type AdminPointsAdjustRequest,
  type AdminPointsAdjustResponse,
  type AdminPointsRatesResponse,
  type PointsRatesInput,
  pointsLimits,
} from '@gaming/contracts/points';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

export const pointsQueryKey = ['loyalty', 'points'] as const;
const ratesQueryKey = [...pointsQueryKey, 'rates'] as const;

/** The rates in force, the earlier versions (newest first) and the correction days. */
export function usePointsRates() {
  return useQuery({
    queryKey: ratesQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminPointsRatesResponse>(adminApiRoutes.adminPointsRates, { signal }),
  });
}

/** Saves a new version, in force from now on (windows before keep the version they had). */
export function useSavePointsRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsRatesInput) =>
      apiRequest<AdminPointsRatesResponse>(adminApiRoutes.adminPointsRatesUpdate, { body }),
    onSuccess: (saved) => {
      if (saved && 'versions' in saved) queryClient.setQueryData(ratesQueryKey, saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
  });
}

/** A member's spendable, lifetime and owed points and one page of the points lines, newest first. */
export function useMemberPoints(memberId: string, paging: Paging) {
  return useQuery({
    queryKey: [...pointsQueryKey, 'member', memberId, paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminMemberPointsResponse>(adminApiRoutes.adminMemberPoints, {
        params: { memberId },
        // The lines come at most 50 a page; the pager's 100 asks for 50.
        query: { page: paging.page, pageSize: Math.min(paging.pageSize, pointsLimits.pageSize) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustPoints(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPointsAdjustRequest) =>
      apiRequest<AdminPointsAdjustResponse>(adminApiRoutes.adminPointsAdjust, { params: { memberId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...pointsQueryKey, 'member', memberId] }),
  });
}
