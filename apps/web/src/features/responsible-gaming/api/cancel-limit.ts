import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgLimitResponse } from '@gaming/contracts/rg-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { limitPath } from '../lib/limit-path';
import type { LimitKey } from './confirm-limit';
import { rgStatusQueryRoot } from './get-rg-status';

/** Drops a waiting increase or removal; the active limit stays. */
export function cancelLimit({ kind, period }: LimitKey): Promise<RgLimitResponse> {
  return apiRequest<RgLimitResponse>('DELETE', limitPath(apiRoutes.rgLimitCancel.path, kind, period));
}

export function useCancelLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgStatusQueryRoot }),
  });
}
