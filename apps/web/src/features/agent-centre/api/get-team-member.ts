import { apiRoutes } from '@gaming/contracts/api-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AgentPeriodQuery } from '../lib/agent-period';
import type { AgentTeamMemberDetailResponse } from '../lib/agent-types';
import { agentReportsQueryRoot, periodParams } from './agent-query';

export function getTeamMember(
  memberId: string,
  period: AgentPeriodQuery,
  signal?: AbortSignal,
): Promise<AgentTeamMemberDetailResponse> {
  return apiGet<AgentTeamMemberDetailResponse>(
    apiRoutes.agentTeamMember.path.replace(':memberId', encodeURIComponent(memberId)),
    { query: periodParams(period), signal },
  );
}

/** One team member with its own figures of the period; someone outside the team answers 404. */
export function useTeamMember(memberId: string | null, period: AgentPeriodQuery) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...agentReportsQueryRoot, 'member', token, memberId, period] as const,
    queryFn: ({ signal }) => getTeamMember(memberId ?? '', period, signal),
    enabled: token !== null && memberId !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
