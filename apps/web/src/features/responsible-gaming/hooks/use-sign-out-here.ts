import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session';
import { logout } from '../../auth/api/logout';
import { useLeavingStore } from '../lib/leaving-store';

/**
 * Ends the session on this device and goes home: after an exclusion (the server has ended every session
 * already, so the logout call may fail) or from the reality check's "Log out".
 */
export function useSignOutHere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clear);
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const setLeaving = useLeavingStore((state) => state.setLeaving);
  return useCallback(
    async ({ callServer }: { callServer: boolean }) => {
      setLeaving(true);
      if (callServer) {
        try {
          await logout();
        } catch {
          // The server session ends by itself; this device forgets it either way.
        }
      }
      // Home first: a member-only page left behind would open the login dialog for the new guest.
      await navigate('/', { replace: true });
      clearSession('logout');
      queryClient.removeQueries({ queryKey: ['member-info'] });
      // The server may have ended the session first (an exclusion ends every session and the live socket
      // says so), which opened the login dialog on the member page: the member chose to leave, not to log in.
      closeModal();
    },
    [clearSession, closeModal, setLeaving, queryClient, navigate],
  );
}
