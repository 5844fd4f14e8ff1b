import { resolvePath } from '@gaming/contracts/api-client-core';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { NewsDetailResponse, NewsListResponse } from '@gaming/contracts/news';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const newsPageSize = 10;

export function getNewsList(
  page: number,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<NewsListResponse> {
  return apiGet<NewsListResponse>(apiRoutes.newsList.path, {
    query: { language, page, pageSize: newsPageSize },
    signal,
  });
}

export function getNewsArticle(newsId: string, signal?: AbortSignal): Promise<NewsDetailResponse> {
  return apiGet<NewsDetailResponse>(resolvePath(apiRoutes.newsDetail.path, { newsId }), { signal });
}

/** The published news in the visitor's language (EN when it has none), newest first, paged. */
export function useNewsList(page: number, language: LanguageCode) {
  return useQuery({
    queryKey: ['news', 'list', language, page] as const,
    queryFn: ({ signal }) => getNewsList(page, language, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One article with its (sanitised) HTML body. */
export function useNewsArticle(newsId: string) {
  return useQuery({
    queryKey: ['news', 'detail', newsId] as const,
    queryFn: ({ signal }) => getNewsArticle(newsId, signal),
    staleTime: 5 * 60_000,
    retry: (failures, error) =>
      failures < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}
