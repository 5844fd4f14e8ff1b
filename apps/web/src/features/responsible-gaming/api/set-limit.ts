import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgLimitChangeResponse, RgLimitKind, RgLimitPeriod } from '@gaming/contracts/rg-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { limitPath } from '../lib/limit-path';
import { rgStatusQueryRoot } from './get-rg-status';

export type LimitSetInput = { kind: RgLimitKind; period: RgLimitPeriod; value: string | null };

export function setLimit({ kind, period, value }: LimitSetInput): Promise<RgLimitChangeResponse> {
  return apiRequest<RgLimitChangeResponse>('PUT', limitPath(apiRoutes.rgLimitSet.path, kind, period), {
    body: { value },
  });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgStatusQueryRoot }),
  });
}
