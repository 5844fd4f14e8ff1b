import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';

export type TransferUplineStatus = { hasUpline: boolean };

export function getTransferUplineStatus(signal?: AbortSignal): Promise<TransferUplineStatus> {
  return apiGet<TransferUplineStatus>(apiRoutes.transferUplineStatus.path, { signal });
}

/** Whether the member has an upline to send money to: asked before the form asks for an amount. */
export function useTransferUplineStatus() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['transfer-upline-status', token] as const,
    queryFn: ({ signal }) => getTransferUplineStatus(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
