import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole, StaffSummary } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { staffQueryKey } from './list-staff';

export interface UpdateStaffInput {
  id: string;
  role?: StaffRole;
  status?: StaffSummary['status'];
}

export function updateStaff({ id, ...changes }: UpdateStaffInput): Promise<StaffSummary> {
  return apiRequest<StaffSummary>(adminApiRoutes.staffUpdate, { params: { id }, body: changes });
}

/** Changes a role or disables / enables an account (disabling ends its sessions on the server). */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
