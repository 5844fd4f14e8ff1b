import type { MemberInfo } from '@gaming/contracts/auth';
import { useSessionStore } from '../../../lib/session';
import { useMemberInfo } from '../api/get-member-info';

export type SessionStatus = 'guest' | 'loading' | 'member' | 'trial';

/** Who is here: a guest, a member (or agent), a trial account, or a session still loading. */
export function useSession(): { status: SessionStatus; member: MemberInfo | null; token: string | null } {
  const token = useSessionStore((state) => state.token);
  const info = useMemberInfo();
  if (!token) return { status: 'guest', member: null, token: null };
  const member = info.data ?? null;
  if (!member) return { status: 'loading', member: null, token };
  return { status: member.isTrial ? 'trial' : 'member', member, token };
}
