import type { AgentProfileResponse } from '@gaming/contracts/agents';
import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getAgentProfile(signal?: AbortSignal): Promise<AgentProfileResponse> {
  return apiGet<AgentProfileResponse>(apiRoutes.agentProfile.path, { signal });
}

/** The agent's type, upline, team size and contract flags: the menu shows the contract pages from these. */
export function useAgentProfile({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agent-profile', token] as const,
    queryFn: ({ signal }) => getAgentProfile(signal),
    enabled: enabled && token !== null,
    // Staff may switch a flag at any time: a returning tab asks again.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
