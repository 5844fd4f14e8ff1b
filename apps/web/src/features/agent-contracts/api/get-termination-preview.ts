import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { ContractTerminationPreview } from '../lib/contract-types';
import { contractsQueryRoot } from './contract-query';

export function getTerminationPreview(id: string, signal?: AbortSignal): Promise<ContractTerminationPreview> {
  return apiGet<ContractTerminationPreview>(
    apiRoutes.agentContractTerminationPreview.path.replace(':id', encodeURIComponent(id)),
    { signal },
  );
}

/**
 * How many contracts further down the team terminating this one also ends. Read when the dialog opens
 * (no stale count): only an active contract ends anything below it.
 */
export function useTerminationPreview(id: string, active: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...contractsQueryRoot, 'termination-preview', token, id] as const,
    queryFn: ({ signal }) => getTerminationPreview(id, signal),
    enabled: token !== null && active,
    staleTime: 0,
  });
}
