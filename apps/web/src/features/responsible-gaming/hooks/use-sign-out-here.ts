import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session';
import { logout } from '../../auth/api/logout';

/**
 * Ends the session on this device and goes home: after an exclusion (the server has ended every session
 * already, so the logout call may fail) or from the reality check's "Log out".
 */
export function useSignOutHere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clear);
  return useCallback(
    async ({ callServer }: { callServer: boolean }) => {
      if (callServer) {
        try {
          await logout();
        } catch {
          // The server session ends by itself; this device forgets it either way.
        }
      }
      clearSession('logout');
      queryClient.removeQueries({ queryKey: ['member-info'] });
      void navigate('/');
    },
    [clearSession, queryClient, navigate],
  );
}
