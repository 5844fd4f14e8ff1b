import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { PromotionDetail } from '@gaming/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { promotionsQueryRoot } from './query-roots';

export function getPromotion(
  id: string,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<PromotionDetail> {
  return apiGet<PromotionDetail>(apiRoutes.promotionDetail.path.replace(':id', encodeURIComponent(id)), {
    query: { language },
    signal,
  });
}

/** One promotion: its content (sanitised by the server, again by the browser), images, rules and state. */
export function usePromotion(id: string | null) {
  const token = useSessionStore((state) => state.token);
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...promotionsQueryRoot, 'detail', token, language, id] as const,
    queryFn: ({ signal }) => getPromotion(id ?? '', language, signal),
    enabled: id !== null,
    staleTime: 30_000,
  });
}
