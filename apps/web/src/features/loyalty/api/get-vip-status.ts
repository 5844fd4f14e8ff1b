import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import type { VipStatusResponse } from '@gaming/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../i18n/use-content-language';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { loyaltyQueryRoot } from './query-roots';

export function getVipStatus(language: LanguageCode, signal?: AbortSignal): Promise<VipStatusResponse> {
  return apiGet<VipStatusResponse>(apiRoutes.vipStatus.path, { query: { language }, signal });
}

/** hasVip, vipLabelName, vipRankLevel (spec §3) and the way to the next level. */
export function useVipStatus({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'vip', token, language] as const,
    queryFn: ({ signal }) => getVipStatus(language, signal),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
