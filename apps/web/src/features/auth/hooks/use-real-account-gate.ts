import { useCallback } from 'react';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { realAccountNotice, useNoticeStore } from '../stores/notice-store';
import { useSession } from './use-session';

/**
 * Spec §4: guests starting a game or opening a centre get the login popup; trial users get the
 * real-account notice (an invitation to register, issue 14 #9) and nothing proceeds. Members proceed.
 */
export function useRealAccountGate(): (proceed: () => void) => void {
  const { status } = useSession();
  const openModal = useAuthModalStore((state) => state.openModal);
  const show = useNoticeStore((state) => state.show);
  return useCallback(
    (proceed: () => void) => {
      if (status === 'guest') openModal('login');
      else if (status === 'trial') show(realAccountNotice);
      else if (status === 'member') proceed();
    },
    [status, openModal, show],
  );
}
