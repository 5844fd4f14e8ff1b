import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { MallItemKind, RewardListResponse } from '@gaming/contracts/points-mall';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { loyaltyQueryRoot } from './query-roots';

export type RewardListFilter = { page: number; kind: MallItemKind | null; category: string | null };

export function getRewardList(
  filter: RewardListFilter,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<RewardListResponse> {
  return apiGet<RewardListResponse>(apiRoutes.rewardList.path, {
    query: {
      page: filter.page,
      kind: filter.kind ?? undefined,
      category: filter.category ?? undefined,
      language,
    },
    signal,
  });
}

/** The mall's published items, 9 a page (spec §2), by kind and category; guests may look too. */
export function useRewardList(filter: RewardListFilter) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'items', language, filter] as const,
    queryFn: ({ signal }) => getRewardList(filter, language, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
