import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type { MemberFlag, MemberRiskResponse } from '@gaming/contracts/member-risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function memberRiskQueryKey(memberId: string) {
  return ['member-risk', memberId] as const;
}

export function useMemberRisk(memberId: string) {
  return useQuery({
    queryKey: memberRiskQueryKey(memberId),
    queryFn: ({ signal }) =>
      apiRequest<MemberRiskResponse>(adminApiRoutes.adminMemberRisk, { params: { id: memberId }, signal }),
    staleTime: 10_000,
  });
}

/** Each write replies with the whole view as it is now. */
function useRiskWrite<Input>(memberId: string, send: (input: Input) => Promise<MemberRiskResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(memberRiskQueryKey(memberId), view),
  });
}

export function useAddMemberNote(memberId: string) {
  return useRiskWrite(memberId, (body: string) =>
    apiRequest<MemberRiskResponse>(adminApiRoutes.adminMemberNote, {
      params: { id: memberId },
      body: { body },
    }),
  );
}

export function useSetMemberFlag(memberId: string) {
  return useRiskWrite(memberId, (change: { flag: MemberFlag; raised: boolean; reason: string }) =>
    apiRequest<MemberRiskResponse>(adminApiRoutes.adminMemberFlag, {
      params: { id: memberId },
      body: change,
    }),
  );
}
