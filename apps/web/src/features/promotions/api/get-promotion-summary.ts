import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PromotionPublicSummary } from '@gaming/contracts/promotions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { promotionsQueryRoot } from './query-roots';

export function getPromotionSummary(signal?: AbortSignal): Promise<PromotionPublicSummary> {
  return apiGet<PromotionPublicSummary>(apiRoutes.promotionSummary.path, { signal });
}

export const promotionSummaryKey = (token: string | null) =>
  [...promotionsQueryRoot, 'summary', token] as const;

/**
 * availablePromoCount and availablePromo of the public state (spec §3): what the member can act on
 * now, and whether the referral promotion (invite friends) is on.
 */
export function usePromotionSummary({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: promotionSummaryKey(token),
    queryFn: ({ signal }) => getPromotionSummary(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The invite-friends entry shows only while the referral promotion is on (spec §6). */
export function referralEnabled(summary: PromotionPublicSummary | undefined): boolean {
  return summary?.availablePromo.some((entry) => entry.code === 'REFERRAL' && entry.enabled) ?? false;
}
