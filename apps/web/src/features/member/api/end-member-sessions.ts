import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberSessionsEnded } from '@gaming/contracts/member-sessions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session';
import { memberSessionsQueryKey } from './get-member-sessions';

/** Ends one of the member's sessions (another browser, or this one). */
export function endMemberSession(sessionId: string): Promise<MemberSessionsEnded> {
  return apiRequest<MemberSessionsEnded>(
    'DELETE',
    apiRoutes.memberSessionEnd.path.replace(':sessionId', encodeURIComponent(sessionId)),
  );
}

/** "Sign out everywhere": every other session, or this one too. */
export function endMemberSessions(keepCurrent: boolean): Promise<MemberSessionsEnded> {
  return apiRequest<MemberSessionsEnded>('DELETE', apiRoutes.memberSessionsEnd.path, {
    query: { keepCurrent: String(keepCurrent) },
  });
}

/**
 * After either: the list is read again, and when this browser's own session ended the tab goes home and
 * forgets its token like a logout (its other tabs too, over the tab hand-over).
 */
function useAfterEnding() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const clear = useSessionStore((state) => state.clear);
  return (result: MemberSessionsEnded) => {
    if (result.currentEnded) {
      // Home first, as after a logout: the member centre (and this hook's page) then goes away.
      void navigate('/');
      clear('logout');
      queryClient.removeQueries({ queryKey: ['member-info'] });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: memberSessionsQueryKey(token) });
  };
}

export function useEndMemberSession() {
  const onSuccess = useAfterEnding();
  return useMutation({ mutationFn: endMemberSession, onSuccess });
}

export function useEndMemberSessions() {
  const onSuccess = useAfterEnding();
  return useMutation({ mutationFn: endMemberSessions, onSuccess });
}
