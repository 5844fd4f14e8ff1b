import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { AdminInhouseLimitsResponse, AdminInhouseLimitsUpdateRequest } from '@gaming/contracts/inhouse';
import type { InhouseGameCode } from '@gaming/contracts/inhouse-games';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const limitsQueryKey = ['inhouse-limits'] as const;

export function getInhouseLimits(signal?: AbortSignal): Promise<AdminInhouseLimitsResponse> {
  return apiRequest<AdminInhouseLimitsResponse>(adminApiRoutes.adminInhouseLimits, { signal });
}

export function useInhouseLimits() {
  return useQuery({ queryKey: limitsQueryKey, queryFn: ({ signal }) => getInhouseLimits(signal) });
}

export function updateInhouseLimits(input: {
  game: InhouseGameCode;
  body: AdminInhouseLimitsUpdateRequest;
}): Promise<AdminInhouseLimitsResponse> {
  return apiRequest<AdminInhouseLimitsResponse>(adminApiRoutes.adminInhouseLimitsUpdate, {
    params: { game: input.game },
    body: input.body,
  });
}

export function useUpdateInhouseLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInhouseLimits,
    onSuccess: (limits) => queryClient.setQueryData(limitsQueryKey, limits),
  });
}
