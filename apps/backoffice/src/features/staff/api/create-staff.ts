import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCreatedResponse, StaffRole } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';
import { staffQueryKey } from './list-staff';

export interface CreateStaffInput {
  username: string;
  displayName: string;
  role: StaffRole;
}

export function createStaff(input: CreateStaffInput): Promise<StaffCreatedResponse> {
  return apiRequest<StaffCreatedResponse>(adminApiRoutes.staffCreate, { body: input });
}

/** Creates an account; the reply carries its temporary password and TOTP secret, shown once. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
