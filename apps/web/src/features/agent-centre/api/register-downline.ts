import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AgentDownlineRegisterRequest, AgentDownlineRegisterResponse } from '../lib/agent-types';
import { agentReportsQueryRoot } from './agent-query';

export function registerDownline(
  request: AgentDownlineRegisterRequest,
): Promise<AgentDownlineRegisterResponse> {
  return apiRequest<AgentDownlineRegisterResponse>('POST', apiRoutes.agentDownlineRegister.path, {
    body: request,
  });
}

/** Opens an account below the agent; the team's lists and the profile's team size are read again. */
export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentReportsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: ['agent-profile'] }),
      ]),
  });
}
