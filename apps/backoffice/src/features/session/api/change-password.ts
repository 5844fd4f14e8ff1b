import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMeResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { currentStaffQueryKey } from './get-current-staff';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest<void>(adminApiRoutes.staffChangePassword, { body: input });
}

/** Changes the own password; this session stays, the server ends the others. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const passwordChanged = useSessionStore((state) => state.passwordChanged);
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      // Both records of the forced change are cleared at once, so no screen sends staff back to it.
      queryClient.setQueryData<StaffMeResponse>(currentStaffQueryKey, (current) =>
        current ? { ...current, passwordChangeRequired: false } : current,
      );
      passwordChanged();
      void queryClient.invalidateQueries({ queryKey: currentStaffQueryKey });
    },
  });
}
