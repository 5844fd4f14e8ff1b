import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RaffleVerifyResponse } from '@gaming/contracts/reward-campaigns';
import { rewardCampaignLimits } from '@gaming/contracts/reward-campaigns';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { rafflesQueryRoot } from './query-roots';

export function getRaffleVerification(
  raffleId: string,
  page: number,
  signal?: AbortSignal,
): Promise<RaffleVerifyResponse> {
  return apiGet<RaffleVerifyResponse>(
    apiRoutes.raffleVerify.path.replace(':id', encodeURIComponent(raffleId)),
    {
      query: { page, pageSize: rewardCampaignLimits.verificationPageSize },
      signal,
    },
  );
}

/** Largest number of entry pages the browser fetches to recompute a draw (100,000 entries). */
export const maxVerificationPages = 100;

/**
 * The whole published draw: every page of entries in order, so the browser can recompute each winner.
 * A draw too large to fetch here is said so (`truncated`), never recomputed on part of its entries.
 */
export async function getFullRaffleVerification(
  raffleId: string,
  signal?: AbortSignal,
): Promise<{ verification: RaffleVerifyResponse; truncated: boolean }> {
  const first = await getRaffleVerification(raffleId, 1, signal);
  const pages = Math.ceil(first.pageInfo.total / first.pageInfo.pageSize);
  const entries = [...first.entries];
  const last = Math.min(pages, maxVerificationPages);
  for (let page = 2; page <= last; page += 1) {
    const next = await getRaffleVerification(raffleId, page, signal);
    entries.push(...next.entries);
  }
  return { verification: { ...first, entries }, truncated: pages > maxVerificationPages };
}

/** Public: anyone may check a draw. */
export function useRaffleVerification(raffleId: string | null) {
  return useQuery({
    queryKey: [...rafflesQueryRoot, 'verification', raffleId] as const,
    queryFn: ({ signal }) => getFullRaffleVerification(raffleId ?? '', signal),
    enabled: raffleId !== null,
    staleTime: 5 * 60_000,
  });
}
