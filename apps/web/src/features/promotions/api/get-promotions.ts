import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { PromotionListFilter, PromotionListResponse, PromotionTag } from '@gaming/contracts/promotions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { promotionsQueryRoot } from './query-roots';

export const promotionsPageSize = 12;

export type PromotionsFilter = { filter: PromotionListFilter; tag: PromotionTag | null; page: number };

export function getPromotions(
  filter: PromotionsFilter,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<PromotionListResponse> {
  return apiGet<PromotionListResponse>(apiRoutes.promotionList.path, {
    query: {
      filter: filter.filter,
      tag: filter.tag ?? undefined,
      page: filter.page,
      pageSize: promotionsPageSize,
      language,
    },
    signal,
  });
}

/** Published promotions with the caller's state (a visitor's too), filtered by type and tag, paged. */
export function usePromotions(filter: PromotionsFilter) {
  const token = useSessionStore((state) => state.token);
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...promotionsQueryRoot, 'list', token, language, filter] as const,
    queryFn: ({ signal }) => getPromotions(filter, language, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
