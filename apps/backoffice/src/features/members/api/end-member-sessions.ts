import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberDetail } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';
import { membersQueryKey } from './search-members';

/** Replies with the member as they are now. */
export function endMemberSessions(id: string, reason: string): Promise<AdminMemberDetail> {
  return apiRequest<AdminMemberDetail>(adminApiRoutes.adminMemberEndSessions, {
    params: { id },
    body: { reason },
  });
}

/** Signs the member out everywhere. */
export function useEndMemberSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => endMemberSessions(id, reason),
    onSuccess: (member) => queryClient.setQueryData(memberQueryKey(member.id), member),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
