import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffTotpResetResponse } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { staffQueryKey } from './list-staff';

export function resetStaffTotp(id: string): Promise<StaffTotpResetResponse> {
  return apiRequest<StaffTotpResetResponse>(adminApiRoutes.staffTotpReset, { params: { id } });
}

/** A new TOTP secret for a lost phone; the old codes stop working and the account's sessions end. */
export function useResetStaffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetStaffTotp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
