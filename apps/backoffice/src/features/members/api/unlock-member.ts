import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberDetail } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';
import { membersQueryKey } from './search-members';

/** Replies with the member as they are now. */
export function unlockMember(id: string, reason: string): Promise<AdminMemberDetail> {
  return apiRequest<AdminMemberDetail>(adminApiRoutes.adminMemberUnlock, {
    params: { id },
    body: { reason },
  });
}

/** Lifts a staff lock or a lockout after failed logins, and clears the failure count. */
export function useUnlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => unlockMember(id, reason),
    onSuccess: (member) => queryClient.setQueryData(memberQueryKey(member.id), member),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
