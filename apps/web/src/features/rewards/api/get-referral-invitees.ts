import { apiRoutes } from '@gaming/contracts/api-routes';
import type { ReferralInviteesResponse } from '@gaming/contracts/reward-campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { referralQueryRoot } from './query-roots';

export const inviteesPageSize = 20;

export function getReferralInvitees(page: number, signal?: AbortSignal): Promise<ReferralInviteesResponse> {
  return apiGet<ReferralInviteesResponse>(apiRoutes.referralInvitees.path, {
    query: { page, pageSize: inviteesPageSize },
    signal,
  });
}

/** The members the caller invited (its direct downline), newest first, paged. */
export function useReferralInvitees(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...referralQueryRoot, 'invitees', token, page] as const,
    queryFn: ({ signal }) => getReferralInvitees(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
