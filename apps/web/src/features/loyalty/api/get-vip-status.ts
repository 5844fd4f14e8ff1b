import { apiRoutes } from '@gaming/contracts/api-routes';
import type { VipStatusResponse } from '@gaming/contracts/vip';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { useLoyaltyLanguage } from './loyalty-language';
import { loyaltyQueryRoot } from './query-roots';

export function getVipStatus(language: 'EN' | 'NE', signal?: AbortSignal): Promise<VipStatusResponse> {
  return apiGet<VipStatusResponse>(apiRoutes.vipStatus.path, { query: { language }, signal });
}

/** hasVip, vipLabelName, vipRankLevel (spec §3) and the way to the next level. */
export function useVipStatus({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  const language = useLoyaltyLanguage();
  return useQuery({
    queryKey: [...loyaltyQueryRoot, 'vip', token, language] as const,
    queryFn: ({ signal }) => getVipStatus(language, signal),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
