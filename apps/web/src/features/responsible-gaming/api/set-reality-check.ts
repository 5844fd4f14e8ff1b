import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgSessionResponse } from '@gaming/contracts/rg-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { rgSessionQueryKey } from './get-rg-session';
import { rgStatusQueryRoot } from './get-rg-status';

export function setRealityCheck(intervalMinutes: number | null): Promise<RgSessionResponse> {
  return apiRequest<RgSessionResponse>('PUT', apiRoutes.rgRealityCheckSet.path, {
    body: { intervalMinutes },
  });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (session) => queryClient.setQueryData(rgSessionQueryKey(token), session),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgStatusQueryRoot }),
  });
}
