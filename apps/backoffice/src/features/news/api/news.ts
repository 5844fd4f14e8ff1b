import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type {
  AdminNews,
  AdminNewsCreateRequest,
  AdminNewsListResponse,
  AdminNewsUpdateRequest,
  NewsStatus,
} from '@gaming/contracts/news';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const queryKey = ['content', 'news'] as const;

export type NewsFilter = Paging & { language: LanguageCode | ''; status: NewsStatus | '' };

export function useAdminNews(filter: NewsFilter) {
  return useQuery({
    queryKey: [...queryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminNewsListResponse>(adminApiRoutes.adminNewsList, {
        query: {
          language: filter.language || undefined,
          status: filter.status || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: null; body: AdminNewsCreateRequest } | { id: string; body: AdminNewsUpdateRequest },
    ) =>
      input.id === null
        ? apiRequest<AdminNews>(adminApiRoutes.adminNewsCreate, { body: input.body })
        : apiRequest<AdminNews>(adminApiRoutes.adminNewsUpdate, {
            params: { id: input.id },
            body: input.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Publish, unpublish or delete an article. */
export function useNewsAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'unpublish' | 'delete' }) =>
      apiRequest<unknown>(
        action === 'publish'
          ? adminApiRoutes.adminNewsPublish
          : action === 'unpublish'
            ? adminApiRoutes.adminNewsUnpublish
            : adminApiRoutes.adminNewsDelete,
        { params: { id }, body: action === 'delete' ? undefined : {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
