import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import type { AffiliateApplicationRequest, AffiliateApplicationStatus } from '../lib/agent-types';

export function getAffiliateApplication(signal?: AbortSignal): Promise<AffiliateApplicationStatus> {
  return apiGet<AffiliateApplicationStatus>(apiRoutes.affiliateApplication.path, { signal });
}

export const affiliateApplicationQueryRoot = ['affiliate-application'] as const;

/** The member's newest affiliate application and whether it may apply now. */
export function useAffiliateApplication({ enabled = true } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...affiliateApplicationQueryRoot, token] as const,
    queryFn: ({ signal }) => getAffiliateApplication(signal),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}

export function applyAffiliate(request: AffiliateApplicationRequest): Promise<unknown> {
  return apiRequest('POST', apiRoutes.affiliateApply.path, { body: request });
}

export function useApplyAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAffiliate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateApplicationQueryRoot }),
  });
}
