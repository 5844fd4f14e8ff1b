import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberInfo } from '@gaming/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>(apiRoutes.memberInfo.path, { signal });
}

/** Keyed by the token so a new session never shows the previous member's data. */
export const memberInfoQueryKey = (token: string | null) => ['member-info', token] as const;

export function memberInfoQueryOptions(token: string | null) {
  return {
    queryKey: memberInfoQueryKey(token),
    queryFn: ({ signal }: { signal: AbortSignal }) => getMemberInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  };
}

export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
}
