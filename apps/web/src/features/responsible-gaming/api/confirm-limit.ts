import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgLimitKind, RgLimitPeriod, RgLimitResponse } from '@gaming/contracts/rg-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { limitPath } from '../lib/limit-path';
import { rgStatusQueryRoot } from './get-rg-status';

export type LimitKey = { kind: RgLimitKind; period: RgLimitPeriod };

/** Applies a waiting increase or removal once its cooling-off has passed (never by itself). */
export function confirmLimit({ kind, period }: LimitKey): Promise<RgLimitResponse> {
  return apiRequest<RgLimitResponse>('POST', limitPath(apiRoutes.rgLimitConfirm.path, kind, period));
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgStatusQueryRoot }),
  });
}
