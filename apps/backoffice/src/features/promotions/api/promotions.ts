import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type {
  AdminPromotion,
  PromotionFilterType,
  PromotionImage,
  PromotionInput,
  PromotionKind,
  PromotionStatus,
  PromotionTag,
} from '@gaming/contracts/promotions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, authorizationHeaders, parseErrorBody } from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';
import type { Paging } from '../../../lib/url-filter';

export const promotionsQueryKey = ['promotions'] as const;

export type PromotionListFilter = Paging & {
  status: PromotionStatus | '';
  filterType: PromotionFilterType | '';
  kind: PromotionKind | '';
  query: string;
};
type PromotionList = {
  promotions: AdminPromotion[];
  pageInfo: { page: number; pageSize: number; total: number };
};

export function usePromotions(filter: PromotionListFilter) {
  return useQuery({
    queryKey: [...promotionsQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<PromotionList>(adminApiRoutes.adminPromotionList, {
        query: {
          status: filter.status || undefined,
          filterType: filter.filterType || undefined,
          kind: filter.kind || undefined,
          query: filter.query || undefined,
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

/** Promotions to pick from in the application queue's filter (the newest hundred). */
export function usePromotionChoices() {
  return useQuery({
    queryKey: [...promotionsQueryKey, 'choices'],
    queryFn: ({ signal }) =>
      apiRequest<PromotionList>(adminApiRoutes.adminPromotionList, {
        query: { page: 1, pageSize: 100 },
        signal,
      }),
    staleTime: 60_000,
  });
}

export function usePromotion(id: string | null) {
  return useQuery({
    queryKey: [...promotionsQueryKey, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<AdminPromotion>(adminApiRoutes.adminPromotionDetail, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** `onCapRefused`: the wagering cap was lowered since the editor read it (the page reads it again). */
export function useSavePromotion(onCapRefused?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) =>
      id === null
        ? apiRequest<AdminPromotion>(adminApiRoutes.adminPromotionCreate, { body: input })
        : apiRequest<AdminPromotion>(adminApiRoutes.adminPromotionUpdate, { params: { id }, body: input }),
    onSuccess: (saved) => queryClient.setQueryData([...promotionsQueryKey, 'detail', saved.id], saved),
    // A cap lowered since the editor read it: read it again, so the multiple's hint says the new one.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'wagering_multiple_too_high') onCapRefused?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...promotionsQueryKey, 'list'] }),
  });
}

/** Publish or archive; a promotion changed elsewhere first comes back as an error. */
export function usePromotionStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'archive' }) =>
      apiRequest<AdminPromotion>(
        action === 'publish' ? adminApiRoutes.adminPromotionPublish : adminApiRoutes.adminPromotionArchive,
        { params: { id }, body: {} },
      ),
    onSuccess: (saved) => queryClient.setQueryData([...promotionsQueryKey, 'detail', saved.id], saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryKey }),
  });
}

export type PromotionPreview = {
  title: string;
  content: string;
  images: PromotionImage[];
  tags: PromotionTag[];
};

/** What the member would see, as the server would store it (its HTML sanitised), without saving. */
export function usePromotionPreview() {
  return useMutation({
    mutationFn: (input: { promotion: PromotionInput; language: LanguageCode }) =>
      apiRequest<PromotionPreview>(adminApiRoutes.adminPromotionPreview, { body: input }),
  });
}

/** One promotion image (png or jpg, at most 5 MB) uploaded as multipart; answers its public url. */
export async function uploadPromotionImage(file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('proof', file, file.name);
  const response = await fetch(adminApiRoutes.adminPromotionImageUpload.path, {
    method: 'POST',
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as { id: string; url: string };
}

export function useUploadPromotionImage() {
  return useMutation({ mutationFn: uploadPromotionImage });
}
