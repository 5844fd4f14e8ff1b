import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgSessionResponse } from '@gaming/contracts/rg-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { rgSessionQueryKey } from './get-rg-session';

/** "Continue": the member has seen the reality check; the next one is due an interval from now. */
export function acknowledgeRealityCheck(): Promise<RgSessionResponse> {
  return apiRequest<RgSessionResponse>('POST', apiRoutes.rgRealityCheckAck.path);
}

export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: acknowledgeRealityCheck,
    onSuccess: (session) => queryClient.setQueryData(rgSessionQueryKey(token), session),
  });
}
