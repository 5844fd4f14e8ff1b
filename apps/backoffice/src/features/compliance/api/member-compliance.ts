import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminMemberCompliance,
  RgInteraction,
  RgInteractionRequest,
} from '@gaming/contracts/harm-markers';
import type { AdminMemberExclusionCreateRequest } from '@gaming/contracts/rg-exclusions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function memberComplianceQueryKey(memberId: string) {
  return ['member-compliance', memberId] as const;
}

export function useMemberCompliance(memberId: string) {
  return useQuery({
    queryKey: memberComplianceQueryKey(memberId),
    queryFn: ({ signal }) =>
      apiRequest<AdminMemberCompliance>(adminApiRoutes.adminMemberCompliance, {
        params: { id: memberId },
        signal,
      }),
    staleTime: 10_000,
  });
}

export function useAddInteraction(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RgInteractionRequest) =>
      apiRequest<RgInteraction>(adminApiRoutes.adminMemberInteractionAdd, { params: { id: memberId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberComplianceQueryKey(memberId) }),
  });
}

/** H3's route: staff start a break, self-exclusion or closure on the member's request. */
export function useStartExclusion(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMemberExclusionCreateRequest) =>
      apiRequest<unknown>(adminApiRoutes.adminMemberExclusionCreate, { params: { id: memberId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberComplianceQueryKey(memberId) }),
  });
}
