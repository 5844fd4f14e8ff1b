import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPasswordResetResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryKey } from './search-members';

export function resetMemberPassword(id: string, reason: string): Promise<AdminPasswordResetResponse> {
  return apiRequest<AdminPasswordResetResponse>(adminApiRoutes.adminMemberResetPassword, {
    params: { id },
    body: { reason },
  });
}

/** A temporary password, shown once; the member must change it at the next login. */
export function useResetMemberPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => resetMemberPassword(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
