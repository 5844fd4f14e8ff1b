import { apiRoutes } from '@gaming/contracts/api-routes';
import type { ManualRebateResponse } from '@gaming/contracts/reward-campaigns';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { manualRebateQueryRoot } from './query-roots';

export function getManualRebate(signal?: AbortSignal): Promise<ManualRebateResponse> {
  return apiGet<ManualRebateResponse>(apiRoutes.manualRebate.path, { signal });
}

/** The rebate available on valid bet since the last claim, by category and rate, and past claims. */
export function useManualRebate() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...manualRebateQueryRoot, token] as const,
    queryFn: ({ signal }) => getManualRebate(signal),
    enabled: token !== null,
    staleTime: 15_000,
  });
}
