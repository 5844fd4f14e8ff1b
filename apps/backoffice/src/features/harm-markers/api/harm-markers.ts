import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminHarmMarkersResponse,
  HarmMarker,
  HarmMarkerRuleName,
  RgInteractionRequest,
} from '@gaming/contracts/harm-markers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type HarmMarkersFilter = {
  rule: HarmMarkerRuleName | '';
  status: 'open' | 'reviewed' | '';
  page: number;
  pageSize: number;
};

export function useHarmMarkers(filter: HarmMarkersFilter) {
  return useQuery({
    queryKey: ['harm-markers', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminHarmMarkersResponse>(adminApiRoutes.adminHarmMarkers, {
        query: {
          rule: filter.rule || undefined,
          status: filter.status || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useReviewHarmMarker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RgInteractionRequest }) =>
      apiRequest<HarmMarker>(adminApiRoutes.adminHarmMarkerReview, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['harm-markers'] }),
  });
}
