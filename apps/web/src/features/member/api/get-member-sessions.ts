import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberSessionList } from '@gaming/contracts/member-sessions';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getMemberSessions(signal?: AbortSignal): Promise<MemberSessionList> {
  return apiGet<MemberSessionList>(apiRoutes.memberSessions.path, { signal });
}

export const memberSessionsQueryKey = (token: string | null) => ['member-sessions', token] as const;

/** The member's open sessions (security centre); refreshed when the page is looked at again. */
export function useMemberSessions() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: memberSessionsQueryKey(token),
    queryFn: ({ signal }) => getMemberSessions(signal),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}
