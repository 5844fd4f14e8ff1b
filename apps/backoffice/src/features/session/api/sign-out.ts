import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function signOut(): Promise<void> {
  return apiRequest<void>(adminApiRoutes.staffLogout);
}

/** Ends the session on the server; the tab forgets it whatever the server answers. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const end = useSessionStore((state) => state.end);
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      end('signedOut');
      queryClient.clear();
    },
  });
}
