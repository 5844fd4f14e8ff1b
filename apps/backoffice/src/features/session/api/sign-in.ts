import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffLoginResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { currentStaffQueryKey } from './get-current-staff';

export interface SignInInput {
  username: string;
  password: string;
  totpCode: string;
}

export function signIn(input: SignInInput): Promise<StaffLoginResponse> {
  return apiRequest<StaffLoginResponse>(adminApiRoutes.staffLogin, { body: input });
}

/** Signs in, keeps the token for this tab, and seeds the current staff member from the reply. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const start = useSessionStore((state) => state.start);
  return useMutation({
    mutationFn: signIn,
    onSuccess: (reply) => {
      queryClient.clear();
      start(reply.token, reply.passwordChangeRequired);
      queryClient.setQueryData(currentStaffQueryKey, {
        staff: reply.staff,
        passwordChangeRequired: reply.passwordChangeRequired,
      });
    },
  });
}
