import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function logout(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', apiRoutes.logout.path);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
