import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminBanner,
  AdminBannerCreateRequest,
  AdminBannerListResponse,
  AdminBannerUpdateRequest,
} from '@gaming/contracts/banners';
import type { BannerGroup } from '@gaming/contracts/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const queryKey = ['content', 'banners'] as const;

/** One group's banners in their order. */
export function useGroupBanners(group: BannerGroup) {
  return useQuery({
    queryKey: [...queryKey, group],
    queryFn: ({ signal }) =>
      apiRequest<AdminBannerListResponse>(adminApiRoutes.adminBannerList, { query: { group }, signal }),
  });
}

export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: null; body: AdminBannerCreateRequest } | { id: string; body: AdminBannerUpdateRequest },
    ) =>
      input.id === null
        ? apiRequest<AdminBanner>(adminApiRoutes.adminBannerCreate, { body: input.body })
        : apiRequest<AdminBanner>(adminApiRoutes.adminBannerUpdate, {
            params: { id: input.id },
            body: input.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(adminApiRoutes.adminBannerDelete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** The group's banners in a new order (every banner of the group, each once). */
export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { groupName: BannerGroup; bannerIds: string[] }) =>
      apiRequest<unknown>(adminApiRoutes.adminBannerReorder, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
