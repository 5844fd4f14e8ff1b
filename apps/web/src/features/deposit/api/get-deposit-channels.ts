import { apiRoutes } from '@gaming/contracts/api-routes';
import type { DepositChannelsResponse } from '@gaming/contracts/deposits';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannelsResponse> {
  return apiGet<DepositChannelsResponse>(apiRoutes.depositChannels.path, { signal });
}

/** Every deposit query starts with 'deposits', so live cashier notices refresh them all. */
export const depositQueryRoot = ['deposits'] as const;

export function useDepositChannels() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...depositQueryRoot, 'channels', token],
    queryFn: ({ signal }) => getDepositChannels(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
