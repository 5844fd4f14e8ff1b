import type { LoginResponse } from '@gaming/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { type LoginPortal, useAuthModalStore } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session';
import { useLeavingStore } from '../../responsible-gaming/lib/leaving-store';
import { storeRestriction } from '../../responsible-gaming/lib/restriction-storage';
import { firstLogin } from '../api/first-login';
import { memberInfoQueryKey } from '../api/get-member-info';
import { recordLoginKind } from '../lib/popup-audience';

export type VerificationChallenge = Extract<LoginResponse, { result: 'verification_required' }>;

/**
 * What every login-like reply leads to (login, code step, forced change, registration, phone reset,
 * free play): success stores the token, records a first login (on the server, and for this session's popups), loads the member, closes the modal and
 * goes to / (or /agentHome); a forced change opens the change-password modal; a new IP asks for a code.
 * A restricted login (self-excluded, on a break or closed, with money left: issue 20) keeps the token
 * and goes to /member, which then shows only the balance, withdrawal, verification and the return request.
 */
export function useCompleteLogin(portal: LoginPortal = 'player') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSessionStore((state) => state.setToken);
  const closeModal = useAuthModalStore((state) => state.closeModal);
  const openChangePassword = useAuthModalStore((state) => state.openChangePassword);
  return useCallback(
    async (response: LoginResponse): Promise<VerificationChallenge | null> => {
      if (response.result === 'verification_required') return response;
      if (response.result === 'password_change_required') {
        openChangePassword({ changeToken: response.changeToken, reason: response.reason, portal });
        return null;
      }
      queryClient.setQueryData(memberInfoQueryKey(response.token), response.member);
      useLeavingStore.getState().setLeaving(false);
      if (response.result === 'restricted') {
        storeRestriction(response.restriction);
        setToken(response.token);
        closeModal();
        void navigate('/member');
        return null;
      }
      storeRestriction(null);
      // Before the token: the render the new session causes picks the first-login popups (F) at once.
      recordLoginKind(response.firstTimeLogin);
      setToken(response.token);
      if (response.firstTimeLogin) {
        try {
          queryClient.setQueryData(memberInfoQueryKey(response.token), await firstLogin());
        } catch {
          // The login stands; the first-login mark is retried on the next login.
        }
      }
      closeModal();
      void navigate(portal === 'agent' ? '/agentHome' : '/');
      return null;
    },
    [queryClient, navigate, setToken, closeModal, openChangePassword, portal],
  );
}
