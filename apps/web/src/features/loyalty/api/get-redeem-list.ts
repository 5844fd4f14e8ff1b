import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { RedeemListResponse, RedeemStatus } from '@gaming/contracts/points-mall';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { loyaltyQueryRoot } from './query-roots';

export const redeemsPageSize = 10;

export function getRedeemList(
  page: number,
  status: RedeemStatus | null,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<RedeemListResponse> {
  return apiGet<RedeemListResponse>(apiRoutes.redeemList.path, {
    query: { page, pageSize: redeemsPageSize, status: status ?? undefined, language },
    signal,
  });
}

/** The member's redeems and conversions (spec §3 fields, §4 states), newest first, paged. */
export function useRedeemList(page: number, status: RedeemStatus | null) {
  const token = useSessionStore((state) => state.token);
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'redeems', token, language, page, status] as const,
    queryFn: ({ signal }) => getRedeemList(page, status, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
