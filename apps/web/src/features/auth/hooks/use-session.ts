import type { MemberInfo } from '@gaming/contracts/auth';
import { useSessionStore } from '../../../lib/session';
import { useMemberInfo } from '../api/get-member-info';

export type SessionStatus = 'guest' | 'loading' | 'member' | 'trial';

/** Who is here: a guest, a member (or agent), a trial account, or a session still loading or joining. */
export function useSession(): { status: SessionStatus; member: MemberInfo | null; token: string | null } {
  const token = useSessionStore((state) => state.token);
  // A new tab asking the open tabs for the session is not a guest yet (issue 14 #10).
  const joining = useSessionStore((state) => state.joining);
  const info = useMemberInfo();
  if (!token) return { status: joining ? 'loading' : 'guest', member: null, token: null };
  const member = info.data ?? null;
  if (!member) return { status: 'loading', member: null, token };
  return { status: member.isTrial ? 'trial' : 'member', member, token };
}
