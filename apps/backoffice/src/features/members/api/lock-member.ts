import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberDetail } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { memberQueryKey } from './get-member';
import { membersQueryKey } from './search-members';

/** Replies with the member as they are now. */
export function lockMember(id: string, reason: string): Promise<AdminMemberDetail> {
  return apiRequest<AdminMemberDetail>(adminApiRoutes.adminMemberLock, { params: { id }, body: { reason } });
}

/** Locks the member's account until staff unlock it. */
export function useLockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => lockMember(id, reason),
    onSuccess: (member) => queryClient.setQueryData(memberQueryKey(member.id), member),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
