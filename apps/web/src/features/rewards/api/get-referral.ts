import { apiRoutes } from '@gaming/contracts/api-routes';
import type { ReferralInfoResponse } from '@gaming/contracts/reward-campaigns';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { referralQueryRoot } from './query-roots';

export function getReferral(signal?: AbortSignal): Promise<ReferralInfoResponse> {
  return apiGet<ReferralInfoResponse>(apiRoutes.referralInfo.path, { signal });
}

/** The member's referral code, link and figures, and whether the referral promotion is on. */
export function useReferral({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...referralQueryRoot, 'info', token] as const,
    queryFn: ({ signal }) => getReferral(signal),
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}
