import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Profile } from '@gaming/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

export function updateProfile(changes: Partial<Profile>): Promise<Profile> {
  return apiRequest<Profile>('PATCH', apiRoutes.profileUpdate.path, { body: changes });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(token), profile),
  });
}
