import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminPromotionApplication, PromotionApplicationStatus } from '@gaming/contracts/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, resolvePath } from '../../../lib/api-client';
import { fetchBlob } from '../../../lib/fetch-blob';
import type { Paging } from '../../../lib/url-filter';
import { promotionsQueryKey } from './promotions';

const applicationsQueryKey = ['promotion-applications'] as const;

export type ApplicationFilter = Paging & { status: PromotionApplicationStatus; promotionId: string };
type ApplicationList = {
  applications: AdminPromotionApplication[];
  pageInfo: { page: number; pageSize: number; total: number };
};

export function usePromotionApplications(filter: ApplicationFilter) {
  return useQuery({
    queryKey: [...applicationsQueryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<ApplicationList>(adminApiRoutes.adminPromotionApplications, {
        query: {
          status: filter.status,
          promotionId: filter.promotionId || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

export type ApplicationDecision =
  | { id: string; action: 'approve'; amountMinor: string | null }
  | { id: string; action: 'reject'; reason: string };

/** A decision made elsewhere first comes back as an error; either way the queue and the promotions are read again. */
export function useDecidePromotionApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) =>
      decision.action === 'approve'
        ? apiRequest<AdminPromotionApplication>(adminApiRoutes.adminPromotionApplicationApprove, {
            params: { id: decision.id },
            body: decision.amountMinor ? { amountMinor: decision.amountMinor } : {},
          })
        : apiRequest<AdminPromotionApplication>(adminApiRoutes.adminPromotionApplicationReject, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
    },
  });
}

/** An application's image as a blob, fetched with the staff token. */
function getApplicationImage(id: string, imageId: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(resolvePath(adminApiRoutes.adminPromotionApplicationImage.path, { id, imageId }), signal);
}

export function useApplicationImage(id: string, imageId: string) {
  return useQuery({
    queryKey: ['promotion-application-image', id, imageId],
    queryFn: ({ signal }) => getApplicationImage(id, imageId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
