import { useOutletContext } from 'react-router';
import type { Brand } from '../../features/agent-centre/hooks/use-brand';
import type { AgentProfileResponse } from '../../features/agent-centre/lib/agent-types';

/** What the agent centre's frame hands each page: the agent's profile and the brand's money and clock. */
export interface AgentCentreContext {
  profile: AgentProfileResponse;
  brand: Brand;
}

export function useAgentCentre(): AgentCentreContext {
  return useOutletContext<AgentCentreContext>();
}
